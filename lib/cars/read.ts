import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { canReadPurchase, toApiCar, type ApiCar } from "@/lib/cars/dto";
import { carQuerySchema, filterCars, queryRecord, type CarQuery } from "@/lib/cars/filters";
import { getCar, getPriceHistory, getStaffCar, listCarsWithStatus, listStaffCars } from "@/lib/cars/queries";
import { sortCars } from "@/lib/cars/sort";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { notFound } from "@/lib/http/errors";

// The read side of the cars API: anonymous callers are served from the showroom's cached stock; staff with the
// cars permission read fresh rows with the purchase fields. Both go through the one pure filter.

const encodeJson = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/**
 * GET /api/cars: filters of the query (400 on a non-numeric bound or an unknown sort), `status` available by
 * default, in the `sort` order (featured first, then newest, without one).
 */
export async function searchCars(
  searchParams: URLSearchParams,
  actor: Actor | null,
): Promise<{ cars: ApiCar[]; total: number }> {
  const query = carQuerySchema.parse(queryRecord(searchParams));
  const { status, sort, ...filters } = query;
  const stock = canReadPurchase(actor) ? await listStaffCars(status) : await listCarsWithStatus(status);
  const cars = sortCars(filterCars(stock, filters), sort).map((car) => toApiCar(car, actor));
  return { cars, total: cars.length };
}

/** GET /api/cars/{id}: sold cars too; unknown or malformed ids are 404. Staff also get the price history. */
export async function readCar(id: string, actor: Actor | null): Promise<ApiCar> {
  if (canReadPurchase(actor)) {
    const car = await getStaffCar(id);
    if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return { ...toApiCar(car, actor), priceHistory: await getPriceHistory(id) };
  }
  const car = await getCar(id);
  if (!car) throw notFound(CAR_NOT_FOUND_MESSAGE);
  return toApiCar(car, actor);
}

/**
 * A visitor's GET /api/cars answer as JSON text, cached per query: it is made of the cached stock only, so it
 * lives as long as the stock does (its tag and life propagate here). Served from this entry, a request skips
 * reading the whole stock, filtering and serializing it again. Distinct queries share the cache's size bound.
 */
async function publicCarsJson(query: CarQuery): Promise<string> {
  "use cache";
  const { status, sort, ...filters } = query;
  const cars = sortCars(filterCars(await listCarsWithStatus(status), filters), sort).map((car) =>
    toApiCar(car, null),
  );
  return JSON.stringify({ cars, total: cars.length });
}

/** GET /api/cars as JSON bytes; a bad query is refused (400) before anything is looked up. */
export async function searchCarsJson(
  searchParams: URLSearchParams,
  actor: Actor | null,
): Promise<Uint8Array<ArrayBuffer>> {
  if (canReadPurchase(actor)) return encodeJson(await searchCars(searchParams, actor));
  return new TextEncoder().encode(await publicCarsJson(carQuerySchema.parse(queryRecord(searchParams))));
}

/** GET /api/cars/{id} as JSON bytes, `{ car }`; unknown ids are 404. */
export async function readCarJson(id: string, actor: Actor | null): Promise<Uint8Array<ArrayBuffer>> {
  return encodeJson({ car: await readCar(id, actor) });
}
