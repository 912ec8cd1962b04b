"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";

import type { DataTableSort } from "@/components/ui/data-table";

// Where an admin list stands — search, page, sort — lives in the URL beside the tab (/admin?tab=sales&q=…&page=2),
// so reload and the back button keep the place. Pages and orders push a history entry; the search box replaces
// the current one once typing pauses. Values the list cannot use are dropped here rather than sent to the server.

// `status` filters the cars list; `leads` (the tickets' owner filter) and `ticket` (the ticket opened from a lead
// e-mail) belong to the tickets tab.
export const LIST_URL_PARAMS = ["q", "page", "sort", "order", "status", "leads", "ticket"] as const;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search this page last wrote to the address bar, until the router shows a search again. Next applies an
 * outside history write as a transition, and transitions wait while a back traversal's server round trip is
 * pending (in a full test run a phone's sort waited past 30 s), so the lists follow their own writes at once
 * instead. Going back or forward, or a navigation of the router, hands the place back to the router.
 */
let written: { search: string; shownBefore: string } | null = null;
const listeners = new Set<() => void>();
function setWritten(next: typeof written) {
  written = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  const forget = () => setWritten(null);
  listeners.add(listener);
  window.addEventListener("popstate", forget);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", forget);
  };
}

/** The list's search: what this page last wrote, else what the router shows. */
function useListSearch(): URLSearchParams {
  const shown = useSearchParams();
  const pending = useSyncExternalStore(
    subscribe,
    () => written,
    () => null,
  );
  const routerMoved = pending !== null && shown.toString() !== pending.shownBefore;
  useEffect(() => {
    if (routerMoved) setWritten(null);
  }, [routerMoved]);
  return pending && !routerMoved ? new URLSearchParams(pending.search) : shown;
}

/**
 * Writes `changes` over the address bar's search, which holds this list's own last writes at once, and shows
 * them in the list at once (useListSearch). `shown` is the search the router shows (useSearchParams): it lags the
 * address for a moment after each write, and longer while Next finishes a back or forward traversal with a
 * server round trip, whose commit can overwrite a choice made meanwhile. So a change is skipped only when both
 * already show it; a choice the router missed is written again (in place, the address being right).
 */
function changeUrl(shown: URLSearchParams, changes: Record<string, string | null>, mode: "push" | "replace") {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  const sameAddress = url.href === window.location.href;
  if (sameAddress && url.searchParams.toString() === shown.toString()) return;
  if (mode === "push" && !sameAddress) window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  setWritten({ search: url.searchParams.toString(), shownBefore: shown.toString() });
}

export function useListParams(
  path: string,
  sortFields: readonly string[],
  extra: Record<string, string> = {},
) {
  const shown = useSearchParams();
  const params = useListSearch();
  const q = params.get("q") ?? "";
  const pageValue = Number(params.get("page"));
  const page = Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1;
  const sortValue = params.get("sort") ?? "";
  const sortField = sortFields.includes(sortValue) ? sortValue : "";
  const orderValue = params.get("order");
  const order = orderValue === "asc" || orderValue === "desc" ? orderValue : "";

  // The box shows what is typed; the URL follows once typing pauses, and the box follows the URL when it
  // changes from elsewhere (back button).
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    // The URL catching up with the box (a trailing space typed meanwhile) leaves the box alone.
    if (search.trim() !== q) setSearch(q);
  }
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(
      () => changeUrl(shown, { q: search.trim(), page: null }, "replace"),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q, shown]);

  const query = new URLSearchParams(extra);
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  if (sortField) query.set("sort", sortField);
  if (order) query.set("order", order);

  const sort: DataTableSort = sortField ? { id: sortField, desc: order === "desc" } : null;
  return {
    q,
    page,
    sort,
    search,
    setSearch,
    apiUrl: query.size > 0 ? `${path}?${query}` : path,
    /** The same search as a URL (the CSV export of what is listed). */
    withSearch: (target: string) => (q ? `${target}?${new URLSearchParams({ q })}` : target),
    setPage: (next: number) => changeUrl(shown, { page: next > 1 ? String(next) : null }, "push"),
    setSort: (next: DataTableSort) =>
      changeUrl(
        shown,
        { sort: next?.id ?? null, order: next ? (next.desc ? "desc" : "asc") : null, page: null },
        "push",
      ),
  };
}

/**
 * A list's filter kept in the URL beside its search (`/admin?tab=cars&status=sold`): one of `values`, else
 * `fallback`. Changing it pushes a history entry and goes back to the first page.
 */
export function useListFilter<Value extends string>(
  name: (typeof LIST_URL_PARAMS)[number],
  values: readonly Value[],
  fallback: Value,
): [Value, (next: Value) => void] {
  const shown = useSearchParams();
  const raw = useListSearch().get(name);
  const value = values.find((candidate) => candidate === raw) ?? fallback;
  return [value, (next) => changeUrl(shown, { [name]: next === fallback ? null : next, page: null }, "push")];
}
