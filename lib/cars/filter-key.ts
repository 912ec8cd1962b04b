import { FILTER_KEYS } from "@/lib/cars/filter-params";
import { parsePageSort } from "@/lib/cars/sort";
import { parseStockPage } from "@/lib/cars/stock-pages";

// The stock list's URL (/cars?brand=Fiat&…) of a stored combination (stock-list-route.ts) is served by one
// prerendered page: middleware rewrites it to /cars/<key>, where the key is the canonical query (known filters
// only, in a fixed order, first value of each, trimmed, capped; then `sort` when it is one of the known orders,
// then `page` when it is a page a full stock can have, lib/cars/stock-pages.ts) encoded for a path segment. Equal filters written
// differently share one cached page; unknown parameters (tracking tags, cache busters) do not multiply the cache.
// Edge-safe: no Node APIs.

export const ALL_CARS_KEY = "todos";
const MAX_VALUE_LENGTH = 80;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64 = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_");
  // Padding dropped by hand: an unanchored "=+$" would rescan a run of "=" from each of its characters.
  let end = base64.length;
  while (end > 0 && base64[end - 1] === "=") end--;
  return base64.slice(0, end);
}

function fromBase64Url(key: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return null;
  try {
    const binary = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The canonical query of the filters and the sort in `params` ("" when none is set). */
export function canonicalFilterQuery(params: URLSearchParams): string {
  const canonical = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (value) canonical.set(key, value);
  }
  // An unknown sort is the default order: it does not make a key of its own.
  const sort = parsePageSort(params.get("sort"));
  if (sort) canonical.set("sort", sort);
  // Page 1 is the list without `page`; a page past the last a full stock can have is page 1 too.
  const page = parseStockPage(params.get("page"));
  if (page > 1) canonical.set("page", String(page));
  return canonical.toString();
}

export function filterKeyOf(params: URLSearchParams): string {
  const query = canonicalFilterQuery(params);
  return query ? toBase64Url(query) : ALL_CARS_KEY;
}

/** The filters a key stands for, or null for a key no URL produces (then the page is not found). */
export function filtersOfKey(key: string): URLSearchParams | null {
  if (key === ALL_CARS_KEY) return new URLSearchParams();
  const query = fromBase64Url(key);
  if (query === null) return null;
  const params = new URLSearchParams(query);
  return filterKeyOf(params) === key ? params : null;
}
