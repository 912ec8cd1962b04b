import { MAX_CARS } from "@/lib/constants/cars";

// The stock list in pages (docs/showroom.md "Stock list and filters"): a phone should not download and hydrate a
// hundred cards at once. Page 1 is /cars (with the visitor's filters and sort); page N is the same address with
// `page=N`, server-rendered, linked from the list and, unfiltered, listed in the sitemap with its own canonical
// URL. 'Carregar mais' appends the next page in place. Pure and Edge-safe: middleware puts the page in the stock
// list's cache key (filter-key.ts), and the browser's 'Carregar mais' slices the same way.

/** Cards per page: the demo stock fits on one; a full stock of 100 cars makes four. */
export const STOCK_PAGE_SIZE = 30;
/** The last page a full stock can have: a larger `page` is never a page of its own (no unbounded cache keys). */
export const MAX_STOCK_PAGES = Math.ceil(MAX_CARS / STOCK_PAGE_SIZE);

/** The page a URL's `page` names: a whole number from 2 to MAX_STOCK_PAGES, else 1 (the first page). */
export function parseStockPage(value: string | null | undefined): number {
  const text = value?.trim() ?? "";
  if (!/^\d{1,3}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 2 && page <= MAX_STOCK_PAGES ? page : 1;
}

export function stockPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
}

/** The cars of one page of the list. */
export function stockPageSlice<T>(cars: readonly T[], page: number): T[] {
  return cars.slice((page - 1) * STOCK_PAGE_SIZE, page * STOCK_PAGE_SIZE);
}

/** The list's address for `query` (filters and sort, canonical) at `page`. */
export function stockPageUrl(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return `/cars${text ? `?${text}` : ""}`;
}
