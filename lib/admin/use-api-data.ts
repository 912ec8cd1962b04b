"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";

import { apiRequest, type ApiError } from "@/lib/admin/api-client";
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

export function useApiData<T>(url: string, options: { enabled?: boolean } = {}): ApiDataHandle<T> {
  const client = useQueryClient();
  const query = useQuery<T, ApiError>({
    queryKey: adminQueryKey(url),
    queryFn: ({ signal }) => apiRequest<T>(url, { signal }),
    enabled: options.enabled ?? true,
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const setData = useCallback(
    (update: (data: T) => T) =>
      client.setQueryData<T>(adminQueryKey(url), (current) =>
        current === undefined ? current : update(current),
      ),
    [client, url],
  );

  // A failed reload shows the failure, not the data from before it.
  const result: ApiData<T> = query.isError
    ? { state: "error", status: query.error.status, message: query.error.message }
    : query.data === undefined
      ? { state: "loading" }
      : { state: "ready", data: query.data };
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
