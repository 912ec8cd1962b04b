import "server-only";

import { cacheTag } from "next/cache";
import type { Actor } from "@/lib/auth/actor";
import { canReadPurchase, toApiCar, type ApiCar, type CarListAnswer } from "@/lib/cars/dto";
import { filterCars, type CarApiQuery } from "@/lib/cars/filters";
import { getCar, getPriceHistory, getStaffCar, listCarsWithStatus, listStaffCars } from "@/lib/cars/queries";
import { sortCars } from "@/lib/cars/sort";
import { VISITOR_QUERY_TAG } from "@/lib/cache/tags";
import { LIST_PAGE_SIZE } from "@/lib/constants/admin";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { notFound } from "@/lib/http/errors";

// The read side of the cars API: anonymous callers are served from the showroom's cached stock; staff with the
// cars permission read fresh rows with the purchase fields. Both go through the one pure filter.

const encodeJson = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** The answer of a filtered, sorted list: whole, or the asked (or, holding sold cars, the first) page of it. */
function answerOf(cars: ApiCar[], query: CarApiQuery, pagedByDefault: boolean): CarListAnswer {
  if (!pagedByDefault && query.page === undefined && query.pageSize === undefined)
    return { cars, total: cars.length };
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LIST_PAGE_SIZE;
  return { cars: cars.slice((page - 1) * pageSize, page * pageSize), total: cars.length, page, pageSize };
}

/**
 * GET /api/cars for staff with the cars permission: fresh rows with the purchase fields, filtered (400 on a
 * non-numeric bound or an unknown sort), `status` available by default, in the `sort` order (featured first,
 * then newest, without one). The admin panel reads the whole list; a page only when asked.
 */
export async function searchCars(query: CarApiQuery, actor: Actor | null): Promise<CarListAnswer> {
  const { status, sort, page: _page, pageSize: _pageSize, ...filters } = query;
  const cars = sortCars(filterCars(await listStaffCars(status), filters), sort).map((car) =>
    toApiCar(car, actor),
  );
  return answerOf(cars, query, false);
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
 * reading the whole stock, filtering and serializing it again. Its key is the visitor's to choose, so it is kept
 * with the other visitors' answers (VISITOR_QUERY_TAG), apart from the stock lists, and a list holding sold cars
 * is one page of them.
 */
async function publicCarsJson(query: CarApiQuery): Promise<string> {
  "use cache";
  cacheTag(VISITOR_QUERY_TAG);
  const { status, sort, page: _page, pageSize: _pageSize, ...filters } = query;
  const cars = sortCars(filterCars(await listCarsWithStatus(status), filters), sort).map((car) =>
    toApiCar(car, null),
  );
  return JSON.stringify(answerOf(cars, query, status !== "available"));
}

/** GET /api/cars as JSON bytes, for the query the route validated (carApiQuerySchema). */
export async function searchCarsJson(
  query: CarApiQuery,
  actor: Actor | null,
): Promise<Uint8Array<ArrayBuffer>> {
  if (canReadPurchase(actor)) return encodeJson(await searchCars(query, actor));
  return new TextEncoder().encode(await publicCarsJson(query));
}

/** GET /api/cars/{id} as JSON bytes, `{ car }`; unknown ids are 404. */
export async function readCarJson(id: string, actor: Actor | null): Promise<Uint8Array<ArrayBuffer>> {
  return encodeJson({ car: await readCar(id, actor) });
}
