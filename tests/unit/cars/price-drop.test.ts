import { describe, expect, it } from "vitest";

import { priceDropCacheLife, priceDropOf, type PriceDrop } from "@/lib/cars/price-drop";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { carJsonLd } from "@/lib/seo/structured-data";

import { carRecord } from "./fixtures";

const now = new Date("2026-11-26T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("the 'Baixou' rule: the latest price change, when it was a drop within 30 days", () => {
  it("announces the latest drop from the price just before it", () => {
    expect(priceDropOf({ price: 90_000, previousPrice: 95_000, changedAt: daysAgo(2) }, 90_000, now)).toEqual(
      {
        from: 95_000,
        to: 90_000,
        changedAt: daysAgo(2).toISOString(),
      },
    );
  });

  it("keeps it for 30 days, not after", () => {
    const change = (days: number) => ({ price: 90_000, previousPrice: 95_000, changedAt: daysAgo(days) });
    expect(priceDropOf(change(30), 90_000, now)).not.toBeNull();
    expect(priceDropOf(change(30.001), 90_000, now)).toBeNull();
  });

  it("says nothing for a creation, a raise, or a change the car's price no longer matches", () => {
    expect(priceDropOf(null, 90_000, now)).toBeNull();
    expect(
      priceDropOf({ price: 90_000, previousPrice: null, changedAt: daysAgo(1) }, 90_000, now),
    ).toBeNull();
    // A raise after a drop ends the badge: the latest change decides.
    expect(
      priceDropOf({ price: 99_000, previousPrice: 90_000, changedAt: daysAgo(1) }, 99_000, now),
    ).toBeNull();
    expect(
      priceDropOf({ price: 90_000, previousPrice: 95_000, changedAt: daysAgo(1) }, 91_000, now),
    ).toBeNull();
    // A change dated after now (clocks apart) is not trusted either.
    expect(
      priceDropOf({ price: 90_000, previousPrice: 95_000, changedAt: daysAgo(-1) }, 90_000, now),
    ).toBeNull();
  });
});

describe("the showroom cache's lifetime with drops", () => {
  const drop = (days: number): PriceDrop => ({ from: 2, to: 1, changedAt: daysAgo(days).toISOString() });

  it("is the 'max' profile without drops", () => {
    expect(priceDropCacheLife([null, null], now)).toEqual({
      stale: 300,
      revalidate: 30 * 24 * 3600,
      expire: 365 * 24 * 3600,
    });
  });

  it("ends when the first badge turns 30 days old, never under an hour", () => {
    expect(priceDropCacheLife([drop(1), drop(20), null], now).revalidate).toBe(10 * 24 * 3600);
    expect(priceDropCacheLife([drop(29.99)], now).revalidate).toBe(3600);
  });
});

describe("structured data", () => {
  it("claims nothing about the Tabela FIPE or the price drop", () => {
    const car = carRecord({
      price: 90_000,
      fipeCode: "005340-6",
      fipePrice: 100_000,
      fipeReferenceMonth: "2026-10",
      priceDrop: { from: 95_000, to: 90_000, changedAt: daysAgo(1).toISOString() },
    });
    const text = serializeJsonLd(carJsonLd(car, "https://example.com"));
    expect(text).not.toMatch(/fipe|005340|100000|95000|baixou/i);
  });
});
