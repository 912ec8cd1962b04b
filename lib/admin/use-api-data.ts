"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";

import { ApiError, apiRequest } from "@/lib/admin/api-client";
import { adminQueryKey } from "@/lib/admin/query-client";

// Every admin tab reads its /api data through this one hook (TanStack Query underneath): loaded when the tab
// opens, reloaded after a change, patched in place when the change's answer already says what is new.

export type ApiData<T> =
  | { state: "loading"; data?: undefined; status?: undefined; message?: undefined }
  | { state: "ready"; data: T; status?: undefined; message?: undefined }
  | { state: "error"; data?: undefined; status?: number | null; message: string };

export type ApiDataHandle<T> = ApiData<T> & {
  /** Reads the route again; the current data stays on screen until the answer arrives. */
  reload: () => Promise<void>;
  /** Replaces the loaded data (no-op before it is loaded). */
  setData: (update: (data: T) => T) => void;
};

/** A read's outcome. A failure is kept as data, not as a query error, so a reload leaves it on screen until the
 * answer arrives, just as it leaves loaded data. */
type Outcome<T> = { ok: true; data: T } | { ok: false; status: number | null; message: string };

async function read<T>(url: string, signal: AbortSignal): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await apiRequest<T>(url, { signal }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
}

export function useApiData<T>(url: string, options: { enabled?: boolean } = {}): ApiDataHandle<T> {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: adminQueryKey(url),
    queryFn: ({ signal }) => read<T>(url, signal),
    enabled: options.enabled ?? true,
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const setData = useCallback(
    (update: (data: T) => T) =>
      client.setQueryData<Outcome<T>>(adminQueryKey(url), (current) =>
        current?.ok ? { ok: true, data: update(current.data) } : current,
      ),
    [client, url],
  );

  const outcome = query.data;
  const result: ApiData<T> = !outcome
    ? { state: "loading" }
    : outcome.ok
      ? { state: "ready", data: outcome.data }
      : { state: "error", status: outcome.status, message: outcome.message };
  return { ...result, reload, setData };
}

/**
 * The records of a route that answers `{ [key]: T[] }`, read through useApiData: empty while loading and after a
 * failed load (docs/admin-panel.md).
 */
export function useApiList<T>(url: string, key: string) {
  const { data, state, reload } = useApiData<Record<string, T[] | undefined>>(url);
  const items = useMemo(() => data?.[key] ?? [], [data, key]);
  return { items, loading: state === "loading", reload };
}
