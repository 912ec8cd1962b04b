// The 'Baixou R$ X' rule (docs/business-rules.md "Price history"). Pure: the read side applies it to each car's
// latest price change, and the showroom's caches use `priceDropCacheLife` so a badge goes away once its 30 days
// are over even when no car is written in between.

export const PRICE_DROP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE_DROP_MS = PRICE_DROP_DAYS * DAY_MS;

/** The price fell from `from` to `to` at `changedAt` (ISO), within the last 30 days. */
export type PriceDrop = { from: number; to: number; changedAt: string };

/** A car's latest recorded price change: the price it set and the one it replaced (null at the creation). */
export type LatestPriceChange = { price: number; previousPrice: number | null; changedAt: Date | string };

/**
 * The drop the showroom announces, or null. Only the latest change counts: when it lowered the price and is at
 * most 30 days old, `from` is the price just before it and `to` the price it set. Several drops in a row are
 * announced one step at a time (the last), never against an older, higher price, and a raise after a drop ends
 * the badge: the car then costs more than just before, so "Baixou" would mislead. A change that does not match
 * the car's current price (not expected: both are written in one transaction) announces nothing.
 */
export function priceDropOf(
  latest: LatestPriceChange | null | undefined,
  currentPrice: number,
  now: Date = new Date(),
): PriceDrop | null {
  if (!latest || latest.previousPrice === null) return null;
  if (!(latest.price < latest.previousPrice) || latest.price !== currentPrice) return null;
  const changedAt = new Date(latest.changedAt);
  const age = now.getTime() - changedAt.getTime();
  if (Number.isNaN(age) || age < 0 || age > PRICE_DROP_MS) return null;
  return { from: latest.previousPrice, to: latest.price, changedAt: changedAt.toISOString() };
}

const HOUR_S = 60 * 60;
const MAX_REVALIDATE_S = 30 * 24 * HOUR_S;
const YEAR_S = 365 * 24 * HOUR_S;

/** When a drop's badge goes away: 30 days after the change. */
export function priceDropEndsAt(drop: PriceDrop): Date {
  return new Date(new Date(drop.changedAt).getTime() + PRICE_DROP_MS);
}

/**
 * The lifetime of a cached read of the stock: the 'max' profile, except that it is revalidated at the first of
 * `ends` (a badge or a reservation that goes away by itself). Never under an hour: a lifetime that short would
 * take the car pages out of their prerendered shells, and an hour late is harmless for these marks.
 */
export function cacheLifeUntil(
  ends: ReadonlyArray<Date>,
  now: Date = new Date(),
): { stale: number; revalidate: number; expire: number } {
  let revalidate = MAX_REVALIDATE_S;
  for (const end of ends) {
    const left = Math.ceil((end.getTime() - now.getTime()) / 1000);
    revalidate = Math.min(revalidate, Math.max(left, HOUR_S));
  }
  return { stale: 5 * 60, revalidate, expire: YEAR_S };
}

/** The lifetime of a cached read of the stock, as far as its 'Baixou' badges go (see cacheLifeUntil). */
export function priceDropCacheLife(
  drops: ReadonlyArray<PriceDrop | null>,
  now: Date = new Date(),
): { stale: number; revalidate: number; expire: number } {
  return cacheLifeUntil(drops.filter((drop): drop is PriceDrop => drop !== null).map(priceDropEndsAt), now);
}
