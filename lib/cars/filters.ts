import { z } from "zod";

import { FILTER_KEYS, type FilterOptions } from "@/lib/cars/filter-params";
import { CAR_SORTS, INVALID_SORT_MESSAGE, type CarSort } from "@/lib/cars/sort";
import type { CarRecord, CarStatus } from "@/lib/cars/types";
import { MAX_LIST_PAGE_SIZE } from "@/lib/constants/admin";
import { INVALID_PAGE, INVALID_PAGE_SIZE, MAX_LIST_PAGE, wholeNumber } from "@/lib/lists/query";

export { FILTER_KEYS, filtersToSearch, type FilterKey, type FilterOptions } from "@/lib/cars/filter-params";

// The one filter of the stock (docs/showroom.md, docs/business-rules.md "Cars"): the /cars page and GET /api/cars
// parse their query with `carQuerySchema` and filter with `filterCars`. Pure: no server imports. (The filter
// panel, a client component, imports only filter-params.ts, which keeps zod out of the browser bundle.)

export const TWO_LITRES_AND_UP = "2.0+";
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const MAX_FILTER_TEXT = 120;
// A bound of hundreds of digits is still a number (beyond any price: nothing matches); a longer text is refused
// before the pattern reads it.
const MAX_BOUND_TEXT = 1_000;

const text = z
  .string()
  .trim()
  .max(MAX_FILTER_TEXT, "Filtro muito longo")
  .optional()
  .transform((value) => (value ? value : undefined));

const bound = (label: string) =>
  z
    .string()
    .trim()
    .max(MAX_BOUND_TEXT, { error: `${label} deve ser um número`, abort: true })
    .optional()
    .refine((value) => !value || NUMBER.test(value), `${label} deve ser um número`)
    .transform((value) => (value ? Number(value.replace(",", ".")) : undefined));

const filterShape = {
  search: text,
  brand: text,
  model: text,
  yearFrom: bound("Ano inicial"),
  yearTo: bound("Ano final"),
  priceFrom: bound("Preço mínimo"),
  priceTo: bound("Preço máximo"),
  mileageFrom: bound("Quilometragem mínima"),
  mileageTo: bound("Quilometragem máxima"),
  transmission: text,
  fuel: text,
  engine: text,
  isTurbo: z
    .enum(["true", "false", ""], "Filtro de turbo inválido")
    .optional()
    .transform((value) => (value === "true" ? true : value === "false" ? false : undefined)),
};

/** The showroom filters; every value arrives as text and empty means unset. */
export const carFiltersSchema = z.object(filterShape);
export type CarFilters = z.output<typeof carFiltersSchema>;

/** GET /api/cars: the filters plus `status` (available by default) and `sort` (lib/cars/sort.ts). */
export const carQuerySchema = z.object({
  ...filterShape,
  status: z
    .enum(["available", "sold", "all", ""], "Status inválido: use available, sold ou all")
    .optional()
    .transform((value): CarStatus | "all" => (value ? value : "available")),
  sort: z
    .enum([...CAR_SORTS, ""], INVALID_SORT_MESSAGE)
    .optional()
    .transform((value): CarSort | undefined => (value ? value : undefined)),
});
export type CarQuery = z.output<typeof carQuerySchema>;

type RawQuery = Record<string, string | string[] | undefined>;

/** First value of each key, from URLSearchParams or a Next.js searchParams object. */
export function queryRecord(input: URLSearchParams | RawQuery): Record<string, string> {
  const record: Record<string, string> = {};
  if (input instanceof URLSearchParams) {
    for (const [key, value] of input) if (!(key in record)) record[key] = value;
    return record;
  }
  for (const [key, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) record[key] = first;
  }
  return record;
}

/**
 * GET /api/cars's query: the showroom's filters, status and sort, plus the admin lists' `page` and `pageSize`
 * (API.md "Admin lists at scale"). Sold cars grow with the years, so a list holding them (status sold or all)
 * is always a page, 50 cars by default; the available stock (at most MAX_CARS) is whole unless a page is asked.
 */
export const carApiQuerySchema = carQuerySchema.extend({
  page: wholeNumber(undefined, MAX_LIST_PAGE, INVALID_PAGE),
  pageSize: wholeNumber(undefined, MAX_LIST_PAGE_SIZE, INVALID_PAGE_SIZE),
});
export type CarApiQuery = z.output<typeof carApiQuerySchema>;

/**
 * Filters for a page URL: a value that does not parse (a hand-edited `priceFrom=abc`) is ignored rather than
 * failing the page, unlike GET /api/cars, which answers 400.
 */
export function parsePageFilters(input: URLSearchParams | RawQuery): CarFilters {
  const record = queryRecord(input);
  const parsed = carFiltersSchema.safeParse(record);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete record[String(issue.path[0])];
  return carFiltersSchema.safeParse(record).data ?? carFiltersSchema.parse({});
}

export function hasActiveFilters(filters: CarFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** Case- and accent-insensitive form of a text, for the free-text search. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR");
}

/** First number of a year text ("2020/2021" → 2020), or null. */
export function firstYear(year: string | number): number | null {
  const match = /\d{4}/.exec(String(year));
  return match ? Number(match[0]) : null;
}

/** Displacement in litres from an engine text ("2.0 Turbo" → 2), or null for electric and unknown engines. */
export function engineLitres(engine: string | null): number | null {
  const match = engine ? /\d+(?:[.,]\d+)?/.exec(engine) : null;
  return match ? Number(match[0].replace(",", ".")) : null;
}

export type FilterableCar = Pick<
  CarRecord,
  | "brand"
  | "model"
  | "year"
  | "yearValue"
  | "price"
  | "mileage"
  | "engine"
  | "transmission"
  | "fuel"
  | "description"
  | "isTurbo"
>;

function matchesYear(yearValue: number, from?: number, to?: number): boolean {
  if (from !== undefined && to === undefined) return yearValue === from;
  if (from !== undefined && yearValue < from) return false;
  if (to !== undefined && yearValue > to) return false;
  return true;
}

function matchesEngine(engine: string | null, wanted: string): boolean {
  if (wanted === TWO_LITRES_AND_UP) {
    const litres = engineLitres(engine);
    return litres !== null && litres >= 2;
  }
  return (engine ?? "").includes(wanted);
}

/** True when the car passes every filter that is set (docs/showroom.md). */
export function matchesFilters(car: FilterableCar, filters: CarFilters): boolean {
  if (filters.search) {
    const term = foldText(filters.search);
    const fields = [car.brand, car.model, car.year, car.description ?? ""];
    if (!fields.some((field) => foldText(field).includes(term))) return false;
  }
  if (filters.brand !== undefined && car.brand !== filters.brand) return false;
  if (filters.model !== undefined && car.model !== filters.model) return false;
  if (!matchesYear(car.yearValue, filters.yearFrom, filters.yearTo)) return false;
  if (filters.priceFrom !== undefined && car.price < filters.priceFrom) return false;
  if (filters.priceTo !== undefined && car.price > filters.priceTo) return false;
  if (filters.mileageFrom !== undefined && car.mileage < filters.mileageFrom) return false;
  if (filters.mileageTo !== undefined && car.mileage > filters.mileageTo) return false;
  if (filters.transmission !== undefined && car.transmission !== filters.transmission) return false;
  if (filters.fuel !== undefined && car.fuel !== filters.fuel) return false;
  if (filters.engine !== undefined && !matchesEngine(car.engine, filters.engine)) return false;
  if (filters.isTurbo !== undefined && car.isTurbo !== filters.isTurbo) return false;
  return true;
}

export function filterCars<TCar extends FilterableCar>(cars: readonly TCar[], filters: CarFilters): TCar[] {
  return cars.filter((car) => matchesFilters(car, filters));
}

const byName = (a: string, b: string) => a.localeCompare(b, "pt-BR");
const distinct = (values: Array<string | null | undefined>) =>
  [...new Set(values.filter((value): value is string => !!value))].sort(byName);

/** Dropdown options: the distinct values found in the stock, sorted (years descending). */
export function filterOptions(cars: readonly FilterableCar[]): FilterOptions {
  const modelsByBrand: Record<string, string[]> = {};
  for (const brand of distinct(cars.map((car) => car.brand))) {
    modelsByBrand[brand] = distinct(cars.filter((car) => car.brand === brand).map((car) => car.model));
  }
  return {
    brands: Object.keys(modelsByBrand),
    models: distinct(cars.map((car) => car.model)),
    modelsByBrand,
    years: [...new Set(cars.map((car) => car.yearValue))].sort((a, b) => b - a),
    transmissions: distinct(cars.map((car) => car.transmission)),
    fuels: distinct(cars.map((car) => car.fuel)),
  };
}

/** 'veículo encontrado' for one, 'veículos encontrados' otherwise (docs/showroom.md). */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? "veículo encontrado" : "veículos encontrados"}`;
}
