import { QueryClient } from "@tanstack/react-query";

/** The key of an admin read: the route with its query string, under one prefix so a change can refresh them all. */
export const adminQueryKey = (url: string) => ["admin", url] as const;

/**
 * The admin panel's query cache. A tab reads its route when it opens and after each change, as the panel always
 * did: no retries (a failure is shown at once), no refetch on window focus, and nothing kept once a tab closes,
 * so reopening a tab shows its skeleton and fresh data.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: 0 },
    },
  });
}
