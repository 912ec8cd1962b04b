"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";

import { ApiError, apiRequest } from "@/lib/api-client";
import { adminQueryKey } from "@/lib/admin/query-client";

// Every admin tab reads its /api data through this one hook (TanStack Query underneath): loaded when the tab
// opens, reloaded after a change, patched in place when the change's answer already says what is new.

export type ApiData<T> =
  | { state: "loading"; data?: undefined; status?: undefined; message?: undefined }
  | { state: "ready"; data: T; status?: undefined; message?: undefined }
  | { state: "error"; data?: undefined; status?: number | null; message: string };

export type ApiDataHandle<T> = ApiData<T> & {
  /** The data shown is the previous URL's, kept on screen while the new one loads (`keepPrevious`). */
  stale: boolean;
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

type Options = {
  enabled?: boolean;
  /** Keep the previous URL's data on screen while a new URL loads (another page, search or sort of a list). */
  keepPrevious?: boolean;
};

export function useApiData<T>(url: string, options: Options = {}): ApiDataHandle<T> {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: adminQueryKey(url),
    queryFn: ({ signal }) => read<T>(url, signal),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
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
  return { ...result, stale: query.isPlaceholderData, reload, setData };
}

/**
 * Reads again every loaded admin route whose URL starts with one of `prefixes`: for a change made by a component
 * that does not own those reads (a ticket's booking, cancelled from its card, refreshes the tickets and the
 * upcoming visits).
 */
export function useReloadAdminData(...prefixes: string[]): () => Promise<void> {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey: [scope, url] }) =>
        scope === "admin" && typeof url === "string" && prefixes.some((prefix) => url.startsWith(prefix)),
    });
}

/** A page of an admin list (docs/admin-panel.md "Lists"): its items under `key`, the paging fields and the summary. */
export type ListAnswer<Key extends string, Item, Summary> = Record<Key, Item[]> & {
  total: number;
  page: number;
  pageSize: number;
  summary: Summary;
};

/**
 * A page of a list route read through useApiData, the previous page kept on screen while the next loads. Empty
 * while the first page loads and after a failed load (docs/admin-panel.md).
 */
export function useApiPage<Key extends string, Item, Summary>(
  url: string,
  key: Key,
  options: Pick<Options, "enabled"> = {},
) {
  const handle = useApiData<ListAnswer<Key, Item, Summary>>(url, { keepPrevious: true, ...options });
  const items = useMemo(() => handle.data?.[key] ?? [], [handle.data, key]);
  return {
    items,
    total: handle.data?.total ?? 0,
    pageSize: handle.data?.pageSize ?? 0,
    summary: handle.data?.summary,
    loading: handle.state === "loading",
    stale: handle.stale,
    failed: handle.state === "error",
    reload: handle.reload,
    setData: handle.setData,
  };
}
