import { cacheLifeUntil, priceDropEndsAt } from "@/lib/cars/price-drop";
import type { CarRecord } from "@/lib/cars/types";
import { reservationEndsAt } from "@/lib/reservations/rules";

// How long a cached read of the stock lives: until the first of its cars' marks that end by themselves, a
// 'Baixou' badge turning 30 days old or a reservation's last day closing, so neither outlives its time on the
// showroom when no car is written in between. No server imports.

export function stockCacheLife(
  cars: ReadonlyArray<Pick<CarRecord, "priceDrop" | "reservedUntil">>,
  now: Date = new Date(),
): { stale: number; revalidate: number; expire: number } {
  const ends: Date[] = [];
  for (const car of cars) {
    if (car.priceDrop) ends.push(priceDropEndsAt(car.priceDrop));
    if (car.reservedUntil) ends.push(reservationEndsAt(car.reservedUntil));
  }
  return cacheLifeUntil(ends, now);
}
