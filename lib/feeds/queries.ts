import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { CARS_TAG } from "@/lib/cache/tags";
import { listCars } from "@/lib/cars/queries";
import { env, siteUrl } from "@/lib/env";
import { googleVehiclesXml, metaVehiclesCsv, type FeedDealer } from "@/lib/feeds/vehicles";

// The feeds' text, built once from the cached stock (at most 100 available cars) and kept until a car change
// invalidates CARS_TAG (a car write, or a sale that sells a car or puts it back), so a platform's fetch costs no
// query and an edit shows on the next one.

const feedDealer = (): FeedDealer => ({ name: env.DEALER_NAME, siteUrl, address: env.DEALER_ADDRESS });

export async function googleVehiclesFeed(): Promise<string> {
  "use cache";
  cacheLife("max");
  cacheTag(CARS_TAG);
  return googleVehiclesXml(await listCars("available"), feedDealer());
}

export async function metaVehiclesFeed(): Promise<string> {
  "use cache";
  cacheLife("max");
  cacheTag(CARS_TAG);
  return metaVehiclesCsv(await listCars("available"), feedDealer());
}
