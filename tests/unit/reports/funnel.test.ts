import { describe, expect, it } from "vitest";

import {
  defaultFunnelRange,
  FUNNEL_RANGE_REVERSED,
  FUNNEL_RANGE_TOO_LONG,
  funnelQuerySchema,
  funnelRates,
  INVALID_FUNNEL_DATE,
  percent,
  stockAge,
  type StockAgeInput,
} from "@/lib/reports/funnel";

describe("funnel period", () => {
  const schema = funnelQuerySchema("2026-11-26");
  const error = (input: Record<string, string>) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it("defaults to today and the 29 days before", () => {
    expect(defaultFunnelRange("2026-11-26")).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(schema.parse({})).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(schema.parse({ to: "2026-03-01" })).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(schema.parse({ from: "2026-11-01" })).toEqual({ from: "2026-11-01", to: "2026-11-26" });
  });

  it("accepts a single day and a whole leap year, refuses malformed, reversed and longer periods", () => {
    expect(schema.parse({ from: "2026-05-05", to: "2026-05-05" })).toEqual({
      from: "2026-05-05",
      to: "2026-05-05",
    });
    expect(schema.parse({ from: "2024-01-01", to: "2024-12-31" }).to).toBe("2024-12-31");
    expect(error({ from: "2024-01-01", to: "2025-01-01" })).toBe(FUNNEL_RANGE_TOO_LONG);
    expect(error({ from: "2026-02-30" })).toBe(INVALID_FUNNEL_DATE);
    expect(error({ to: "26-11-2026" })).toBe(INVALID_FUNNEL_DATE);
    expect(error({ from: "2026-11-20", to: "2026-11-19" })).toBe(FUNNEL_RANGE_REVERSED);
  });
});

describe("funnel rates", () => {
  it("gives contacts and proposals per view, visits and sales per proposal, in percent with one decimal", () => {
    expect(
      funnelRates({
        views: 300,
        whatsappClicks: 20,
        phoneClicks: 10,
        proposals: 6,
        appointments: 2,
        sold: 1,
      }),
    ).toEqual({
      contactsPerView: 10,
      proposalsPerView: 2,
      appointmentsPerProposal: 33.3,
      soldPerProposal: 16.7,
    });
    expect(
      funnelRates({ views: 3, whatsappClicks: 0, phoneClicks: 2, proposals: 1, appointments: 0, sold: true })
        .soldPerProposal,
    ).toBe(100);
  });

  it("has no rate where the step before is empty", () => {
    expect(
      funnelRates({
        views: 0,
        whatsappClicks: 1,
        phoneClicks: 0,
        proposals: 0,
        appointments: 1,
        sold: false,
      }),
    ).toEqual({
      contactsPerView: null,
      proposalsPerView: null,
      appointmentsPerProposal: null,
      soldPerProposal: null,
    });
    expect(percent(1, 0)).toBeNull();
    expect(percent(2, 3)).toBe(66.7);
  });
});

describe("stock age", () => {
  const car = (carId: string, purchaseDate: string | null, createdDay: string): StockAgeInput => ({
    carId,
    brand: "Fiat",
    model: "Argo",
    year: "2022",
    price: 70_000,
    purchaseDate,
    createdDay,
  });

  it("orders oldest first from the purchase date, else the creation day, with the mean and those over 60 days", () => {
    const report = stockAge(
      [
        car("b", "2026-10-27", "2026-11-20"), // 30 days
        car("a", null, "2026-09-26"), // 61 days from creation
        car("c", "2026-09-27", "2026-01-01"), // exactly 60: not over
        car("d", "2026-11-26", "2026-11-26"), // today: 0
      ],
      "2026-11-26",
    );
    expect(report.cars.map((row) => [row.carId, row.daysInStock])).toEqual([
      ["a", 61],
      ["c", 60],
      ["b", 30],
      ["d", 0],
    ]);
    expect(report.meanDays).toBe(38); // 151 / 4 = 37.75
    expect(report.over60).toEqual(["a"]);
    expect(report.cars[0]).toEqual({
      carId: "a",
      brand: "Fiat",
      model: "Argo",
      year: "2022",
      price: 70_000,
      daysInStock: 61,
    });
  });

  it("answers a mean of 0 without cars", () => {
    expect(stockAge([], "2026-11-26")).toEqual({ cars: [], meanDays: 0, over60: [] });
  });
});
