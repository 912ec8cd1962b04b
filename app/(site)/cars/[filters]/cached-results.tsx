import { cacheLife, cacheTag } from "next/cache";

import { CarsResults } from "@/app/(site)/cars/[filters]/cars-results";
import { CARS_TAG } from "@/lib/cache/tags";

/**
 * The list of a combination without a stored page, kept in Next's in-memory 'use cache' store: bounded in size,
 * least recently used out, dropped with the car data on any car change. Nothing of it is written to disk.
 */
export async function CachedCarsResults({ query }: { query: string }) {
  "use cache";
  cacheLife("max");
  cacheTag(CARS_TAG);
  return <CarsResults query={new URLSearchParams(query)} />;
}
