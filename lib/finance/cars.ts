import "server-only";

import { CARS_TAG, carTag } from "@/lib/cache/tags";
import { invalidateTags } from "@/lib/cache/invalidate";
import type { Tx } from "@/lib/db/tx";
import { describeError } from "@/lib/http/error-log";
import { logger } from "@/lib/log/logger";

// What sales, invoices and expenses need from the stock: a car's snapshot, locked inside the caller's
// transaction when its status may change, and the showroom caches expired after a status change.

export type CarSnapshot = { id: string; brand: string; model: string; year: string };

/** The car, or null; with `lock` its row stays locked until the transaction ends (status changes are serialized). */
export async function findCar(
  tx: Tx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CarSnapshot | null> {
  const rows = options.lock
    ? await tx.$queryRaw<
        CarSnapshot[]
      >`SELECT "id", "brand", "model", "year" FROM "Car" WHERE "id" = ${id} FOR UPDATE`
    : await tx.$queryRaw<CarSnapshot[]>`SELECT "id", "brand", "model", "year" FROM "Car" WHERE "id" = ${id}`;
  return rows[0] ?? null;
}

/** "Toyota Corolla XEi 2022": how a car is named in lists and exports. */
export function carLabel(car: { brand: string; model: string; year: string } | null | undefined): string {
  return car ? `${car.brand} ${car.model} ${car.year}`.trim() : "";
}

/** Expires the showroom's cached stock and each changed car's page (after the transaction committed). */
export async function invalidateCarCaches(carIds: readonly string[]): Promise<void> {
  if (carIds.length === 0) return;
  try {
    await invalidateTags([CARS_TAG, ...carIds.map(carTag)]);
  } catch (error) {
    // The write is committed; the caches catch up on the next invalidation or expiry.
    logger.error({ err: describeError(error) }, "[cars] cache invalidation failed");
  }
}
