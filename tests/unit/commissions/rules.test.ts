import { describe, expect, it } from "vitest";

import {
  COMMISSION_RANGE_REVERSED,
  COMMISSION_RANGE_TOO_LONG,
  commissionCents,
  commissionPercentSchema,
  commissionQuerySchema,
  INVALID_COMMISSION_PERCENT,
  monthRange,
} from "@/lib/commissions/rules";

// docs/business-rules.md "Commissions".

describe("a commission", () => {
  it("is the sale price × the rate / 100, rounded to cents half away from zero", () => {
    expect(commissionCents(10_990_000, 1.5)).toBe(164_850); // R$ 109.900,00 × 1,5 % = R$ 1.648,50
    expect(commissionCents(3_333, 1.5)).toBe(50); // 49,995 centavos → 50
    expect(commissionCents(1_000_000_000, 20)).toBe(200_000_000);
    expect(commissionCents(12_345, 0)).toBe(0);
  });
});

describe("a commission rate", () => {
  it("is 0 to 20 with at most two decimals", () => {
    expect(commissionPercentSchema.parse(2.5)).toBe(2.5);
    expect(commissionPercentSchema.parse("1,75")).toBe(1.75);
    expect(commissionPercentSchema.parse(0)).toBe(0);
    expect(commissionPercentSchema.parse(20)).toBe(20);
    for (const bad of [20.01, -1, 1.234, "dez", null, true, Number.NaN])
      expect(commissionPercentSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(
        INVALID_COMMISSION_PERCENT,
      );
  });
});

describe("the report's period", () => {
  const schema = commissionQuerySchema("2026-11-28");

  it("is this month so far by default, or the month of `to`", () => {
    expect(schema.parse({})).toEqual({ from: "2026-11-01", to: "2026-11-28" });
    expect(schema.parse({ to: "2026-10-15" })).toEqual({ from: "2026-10-01", to: "2026-10-15" });
    expect(schema.parse({ from: "2026-01-01", to: "2026-12-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
  });

  it("refuses a reversed or over-long period", () => {
    expect(schema.safeParse({ from: "2026-11-10", to: "2026-11-01" }).error?.issues[0]?.message).toBe(
      COMMISSION_RANGE_REVERSED,
    );
    expect(schema.safeParse({ from: "2025-01-01", to: "2026-01-02" }).error?.issues[0]?.message).toBe(
      COMMISSION_RANGE_TOO_LONG,
    );
  });

  it("of a month ends on its last day, or today", () => {
    expect(monthRange("2026-02", "2026-11-28")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2026-11", "2026-11-28")).toEqual({ from: "2026-11-01", to: "2026-11-28" });
  });
});
