import { describe, expect, it } from "vitest";

import { stockCacheLife } from "@/lib/cars/cache-life";

// The cached stock lives until its first mark that ends by itself: a 'Baixou' badge or a reservation.

describe("the cached stock's lifetime", () => {
  const now = new Date("2026-11-28T15:00:00Z");

  it("is the 'max' profile's month without marks", () => {
    expect(stockCacheLife([], now).revalidate).toBe(30 * 24 * 3600);
  });

  it("ends when the first reservation's last day closes in São Paulo", () => {
    const cars = [
      { priceDrop: null, reservedUntil: "2026-12-03" },
      { priceDrop: null, reservedUntil: "2026-11-29" },
    ];
    // 2026-11-30T03:00Z is the start of the 30th in São Paulo: 36 hours after `now`.
    expect(stockCacheLife(cars, now).revalidate).toBe(36 * 3600);
  });

  it("never goes under an hour", () => {
    expect(
      stockCacheLife([{ priceDrop: null, reservedUntil: "2026-11-28" }], new Date("2026-11-29T02:50:00Z"))
        .revalidate,
    ).toBe(3600);
  });
});
