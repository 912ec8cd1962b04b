"use client";

import { useCallback, useEffect, useState } from "react";

import { apiRequest } from "@/components/admin/finance/api-client";

/**
 * A tab's list, fetched from its /api route when the tab opens and again after each change. A failed load
 * leaves the list empty (docs/admin-panel.md).
 */
export function useApiList<T>(url: string, key: string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    () =>
      apiRequest<Record<string, T[]>>(url).then(
        (body) => body[key] ?? [],
        () => [] as T[],
      ),
    [url, key],
  );

  useEffect(() => {
    let cancelled = false;
    void load().then((list) => {
      if (cancelled) return;
      setItems(list);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [load]);

  const reload = useCallback(async () => {
    setItems(await load());
  }, [load]);

  return { items, loading, reload };
}
