import { cacheLife, cacheTag } from "next/cache";

import { CarsResults } from "@/app/(site)/cars/[filters]/cars-results";
import { CARS_TAG, VISITOR_QUERY_TAG } from "@/lib/cache/tags";
import { priceDropCacheLife } from "@/lib/cars/price-drop";
import { listCars } from "@/lib/cars/queries";

/**
 * The list of a combination without a stored page, kept in Next's in-memory 'use cache' store: bounded in size,
 * least recently used out, dropped with the car data on any car change. Nothing of it is written to disk. The
 * combination is the visitor's to choose: it is kept with the other visitors' answers (VISITOR_QUERY_TAG), so
 * a flood of searches never evicts the stock lists.
 */
export async function CachedCarsResults({ query }: { query: string }) {
  "use cache";
  // As long as the car data it is drawn from (cached itself): until a 'Baixou' badge of the stock expires.
  cacheLife(priceDropCacheLife((await listCars("available")).map((car) => car.priceDrop)));
  cacheTag(CARS_TAG, VISITOR_QUERY_TAG);
  return <CarsResults query={new URLSearchParams(query)} />;
}
