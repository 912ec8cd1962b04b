import { describe, expect, it } from "vitest";

import { saoPauloDate, saoPauloDay } from "@/lib/format/dates";
import { formatMileage } from "@/lib/format/mileage";
import { formatPrice } from "@/lib/format/money";

const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("shows BRL without decimals (rounded)", () => {
    expect(formatPrice(132_900)).toBe(`R$${NBSP}132.900`);
    expect(formatPrice(89_999.6)).toBe(`R$${NBSP}90.000`);
    expect(formatPrice(1_250_000)).toBe(`R$${NBSP}1.250.000`);
    expect(formatPrice(0)).toBe(`R$${NBSP}0`);
  });
});

describe("formatMileage", () => {
  it("uses the pt-BR thousands separator and ' km'", () => {
    expect(formatMileage(38_500)).toBe("38.500 km");
    expect(formatMileage(0)).toBe("0 km");
    expect(formatMileage(1_234_567)).toBe("1.234.567 km");
    expect(formatMileage(999)).toBe("999 km");
  });
});

describe("São Paulo calendar days", () => {
  it("follow America/Sao_Paulo, not UTC", () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(saoPauloDate(new Date("2026-11-22T02:30:00Z"))).toBe("2026-11-21");
    expect(saoPauloDate(new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-22");
    expect(saoPauloDay(new Date("2026-11-22T02:30:00Z")).toISOString()).toBe("2026-11-21T00:00:00.000Z");
  });
});
