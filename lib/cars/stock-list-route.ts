import { canonicalFilterQuery, filterKeyOf, filtersOfKey } from "@/lib/cars/filter-key";
import { BRANDS, ENGINE_FILTER_OPTIONS, FUELS, TRANSMISSIONS } from "@/lib/constants/cars";

// Which stock list URLs get a page of their own in Next's on-disk page cache. Each stored page costs about
// 200 KB and is never pruned, so only a bounded set of filter combinations is stored: no filter, or one filter
// picked from the panel's fixed option lists (a brand of the admin's brand list, a year, a transmission, a fuel,
// an engine, turbo or not) — about 450 pages at most. Every other query (free-text search, model, price and
// mileage bounds, several filters, values no option list has) is rendered per request from the cached car data
// (/cars/busca), its results kept only in the bounded in-memory cache. A sort (lib/cars/sort.ts) gets a stored
// page only over the whole stock (4 more pages); a sorted filtered list is one of the per-request ones, so the
// sort does not multiply the stored set. Likewise the later pages of the list (lib/cars/stock-pages.ts): stored
// for the whole stock only (3 more pages at most), per request for a filtered or sorted list. Edge-safe:
// middleware.ts uses it.

/** The per-request stock list; a static segment, so it is never taken for a filter key. */
export const SEARCH_SEGMENT = "busca";
/** Where /cars/<key> of any key outside the stored set goes: one stored "not found" page for all of them. */
export const UNKNOWN_KEY = "desconhecido";

const SINGLE_FILTER_VALUES: Partial<Record<string, readonly string[]>> = {
  brand: BRANDS,
  transmission: TRANSMISSIONS,
  fuel: FUELS,
  engine: ENGINE_FILTER_OPTIONS,
  isTurbo: ["true", "false"],
};
/** A year as the panel writes it: four digits, 1900 (the oldest year a car may have) to 2099. */
const PANEL_YEAR = /^(?:19|20)\d{2}$/;

/** Whether the canonical filters and sort (filter-key.ts) are one of the combinations that get a stored page. */
export function isStoredCombination(filters: URLSearchParams): boolean {
  const entries = [...filters].filter(([key]) => key !== "sort" && key !== "page");
  if (filters.has("page")) return entries.length === 0 && !filters.has("sort");
  if (entries.length === 0) return true;
  if (filters.has("sort")) return false;
  if (entries.length > 1) return false;
  const [key, value] = entries[0]!;
  if (key === "yearFrom" || key === "yearTo") return PANEL_YEAR.test(value);
  return SINGLE_FILTER_VALUES[key]?.includes(value) ?? false;
}

/**
 * The internal path a stock list request is served from, or null to serve it as it is: /cars?… goes to the
 * stored page of its combination (/cars/<key>) or to the per-request list (/cars/busca?<canonical query>);
 * /cars/<key> typed by hand is served only for a stored combination.
 */
export function stockListRewrite(pathname: string, searchParams: URLSearchParams): string | null {
  if (pathname === "/cars") {
    const filters = new URLSearchParams(canonicalFilterQuery(searchParams));
    if (isStoredCombination(filters)) return `/cars/${filterKeyOf(filters)}`;
    const query = filters.toString();
    return `/cars/${SEARCH_SEGMENT}${query ? `?${query}` : ""}`;
  }
  const key = /^\/cars\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!key || key === SEARCH_SEGMENT || key === UNKNOWN_KEY) return null;
  const filters = filtersOfKey(key);
  return filters && isStoredCombination(filters) ? null : `/cars/${UNKNOWN_KEY}`;
}
