import { featuredOrder } from "@/lib/cars/featured";

// The stock's orders (docs/showroom.md "Stock list and filters"): the /cars page and GET /api/cars sort with
// `sortCars`. Pure and free of zod: middleware (Edge) puts the sort in the stock list's cache key and the
// filter panel (browser) offers the same values.

export const CAR_SORTS = ["price-asc", "price-desc", "mileage-asc", "year-desc"] as const;
export type CarSort = (typeof CAR_SORTS)[number];

export const CAR_SORT_LABELS: Record<CarSort, string> = {
  "price-asc": "Menor preço",
  "price-desc": "Maior preço",
  "mileage-asc": "Menor km",
  "year-desc": "Mais novo",
};
/** The order without `sort`: featured first, as on the home page, then newest. */
export const DEFAULT_SORT_LABEL = "Destaques";

export const INVALID_SORT_MESSAGE = "Ordenação inválida: use price-asc, price-desc, mileage-asc ou year-desc";

export function isCarSort(value: unknown): value is CarSort {
  return typeof value === "string" && (CAR_SORTS as readonly string[]).includes(value);
}

/** The sort of a page URL: an unknown value (a hand-edited link) falls back to the default order. */
export function parsePageSort(value: string | null | undefined): CarSort | undefined {
  const trimmed = value?.trim();
  return isCarSort(trimmed) ? trimmed : undefined;
}

type SortableCar = {
  price: number;
  mileage: number;
  yearValue: number;
  isFeatured: boolean;
  features: readonly string[];
  status?: string;
};

const COMPARE: Record<CarSort, (a: SortableCar, b: SortableCar) => number> = {
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  "mileage-asc": (a, b) => a.mileage - b.mileage,
  "year-desc": (a, b) => b.yearValue - a.yearValue,
};

const soldLast = (car: SortableCar) => (car.status === "sold" ? 1 : 0);

/**
 * The cars in the order asked for. Ties keep the input order (the cached lists are newest first), and with both
 * statuses the available cars stay ahead of the sold ones, as in the unsorted list.
 */
export function sortCars<TCar extends SortableCar>(cars: readonly TCar[], sort?: CarSort): TCar[] {
  if (!sort) {
    const available = cars.filter((car) => soldLast(car) === 0);
    const sold = cars.filter((car) => soldLast(car) === 1);
    return [...featuredOrder(available, Infinity), ...featuredOrder(sold, Infinity)];
  }
  const compare = COMPARE[sort];
  return cars
    .map((car, index) => ({ car, index }))
    .sort((a, b) => soldLast(a.car) - soldLast(b.car) || compare(a.car, b.car) || a.index - b.index)
    .map(({ car }) => car);
}
