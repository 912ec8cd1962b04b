// The names of the showroom filters and their URL form, shared by the server's filter (filters.ts) and the
// browser's filter panel. Kept apart from the zod schemas so the panel ships without zod.

export const FILTER_KEYS = [
  "search",
  "brand",
  "model",
  "yearFrom",
  "yearTo",
  "priceFrom",
  "priceTo",
  "mileageFrom",
  "mileageTo",
  "transmission",
  "fuel",
  "engine",
  "isTurbo",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type FilterOptions = {
  brands: string[];
  /** Every model, and the models of each brand (the panel narrows the list once a brand is chosen). */
  models: string[];
  modelsByBrand: Record<string, string[]>;
  /** Newest first. */
  years: number[];
  transmissions: string[];
  fuels: string[];
};

/** The filters as URL query text (stable key order), for links and the filter panel. */
export function filtersToSearch(
  filters: Partial<Record<FilterKey, string | number | boolean | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The phone sheet's apply button: 'Ver 1 veículo', 'Ver 12 veículos'; 'Ver veículos' while the count is unknown. */
export function seeCarsLabel(count: number | null): string {
  if (count === null) return "Ver veículos";
  return `Ver ${count} ${count === 1 ? "veículo" : "veículos"}`;
}
