import { describe, expect, it } from "vitest";

import {
  averageDays,
  daysBetween,
  marginPercent,
  profitAfterCarCost,
  reportSummary,
  soldCarRow,
  toCents,
  type SoldCarInput,
} from "@/lib/reports/math";

describe("report summary (docs/business-rules.md)", () => {
  it("subtracts all expenses from the closed sales and gives the margin with one decimal", () => {
    expect(reportSummary(toCents(250_000), toCents(37_512.34))).toEqual({
      totalSales: 250_000,
      totalExpenses: 37_512.34,
      netProfit: 212_487.66,
      margin: 85,
    });
    expect(reportSummary(toCents(300), toCents(100)).margin).toBe(66.7);
    expect(reportSummary(toCents(0.1), toCents(0.2))).toEqual({
      totalSales: 0.1,
      totalExpenses: 0.2,
      netProfit: -0.1,
      margin: -100,
    });
  });

  it("has margin 0 without closed sales, even with expenses", () => {
    expect(reportSummary(0, toCents(1_000))).toEqual({
      totalSales: 0,
      totalExpenses: 1_000,
      netProfit: -1_000,
      margin: 0,
    });
    expect(reportSummary(0, 0)).toEqual({ totalSales: 0, totalExpenses: 0, netProfit: 0, margin: 0 });
  });

  it("rounds halves away from zero, on both sides", () => {
    expect(marginPercent(1_225, 10_000)).toBe(12.3);
    expect(marginPercent(-1_225, 10_000)).toBe(-12.3);
    expect(marginPercent(1, 3)).toBe(33.3);
    expect(marginPercent(-1, 100_000)).toBe(0);
  });

  it("keeps cents exact where floats would drift", () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents("1234567.89")).toBe(123_456_789);
    expect(toCents({ toFixed: () => "10.50" })).toBe(1_050);
  });
});

describe("profit per sold car", () => {
  const base: SoldCarInput = {
    saleId: "s1",
    carId: "c1",
    brand: "Honda",
    model: "Civic",
    year: "2022",
    saleDate: "2026-11-10",
    salePriceCents: toCents(120_000),
    purchasePriceCents: toCents(95_000),
    purchaseDate: "2026-09-01",
    expensesCents: toCents(2_350.5),
  };

  it("is sale price − purchase price − the car's expenses, with the days from purchase to sale", () => {
    expect(soldCarRow(base)).toEqual({
      saleId: "s1",
      carId: "c1",
      brand: "Honda",
      model: "Civic",
      year: "2022",
      saleDate: "2026-11-10",
      salePrice: 120_000,
      purchasePrice: 95_000,
      purchaseDate: "2026-09-01",
      expenses: 2_350.5,
      netToOwner: null,
      profit: 22_649.5,
      daysInStock: 70,
    });
  });

  it("for a consigned car, is sale price − the amount due to the owner − its expenses, from the consignment's start", () => {
    const row = soldCarRow({
      ...base,
      netToOwnerCents: toCents(100_000),
      consignmentStart: "2026-10-01",
      purchasePriceCents: toCents(1),
    });
    expect(row).toMatchObject({ netToOwner: 100_000, profit: 17_649.5, daysInStock: 40, purchasePrice: 1 });
    const unknownPurchase = soldCarRow({
      ...base,
      purchasePriceCents: null,
      netToOwnerCents: toCents(100_000),
      consignmentStart: "2026-10-01",
    });
    expect(unknownPurchase.profit).toBe(17_649.5);
  });

  it("leaves profit and days unknown without a purchase price or date", () => {
    const row = soldCarRow({ ...base, purchasePriceCents: null, purchaseDate: null });
    expect(row.profit).toBeNull();
    expect(row.daysInStock).toBeNull();
  });
});

describe("profit after the cost of the cars sold (the reports tab's headline)", () => {
  it("takes what the cars cost to buy and every expense from the closed sales", () => {
    // The demo's shape: the agreed sales − expenses looks like an 84.5 % margin; after the cars' cost, a loss.
    const result = profitAfterCarCost(
      { totalSales: 535_000, totalExpenses: 82_921.65 },
      { purchasePrice: 461_500, withoutPurchasePrice: 0 },
    );
    expect(result).toEqual({
      sales: 535_000,
      carCost: 461_500,
      expenses: 82_921.65,
      profit: -9_421.65,
      margin: -1.8,
      withoutPurchasePrice: 0,
    });
  });

  it("keeps cents exact, says 0 % without sales and passes on the cars without a purchase price", () => {
    expect(
      profitAfterCarCost(
        { totalSales: 0.3, totalExpenses: 0.1 },
        { purchasePrice: 0.1, withoutPurchasePrice: 2 },
      ),
    ).toMatchObject({ profit: 0.1, margin: 33.3, withoutPurchasePrice: 2 });
    expect(
      profitAfterCarCost(
        { totalSales: 0, totalExpenses: 500 },
        { purchasePrice: 0, withoutPurchasePrice: 0 },
      ),
    ).toMatchObject({ profit: -500, margin: 0 });
  });
});

describe("days in stock", () => {
  it("counts calendar days between date-only values, never below zero", () => {
    expect(daysBetween("2026-01-01", "2026-01-01")).toBe(0);
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
    expect(daysBetween("2026-03-01", "2026-02-27")).toBe(0);
    expect(daysBetween("2025-11-20", "2026-11-20")).toBe(365);
  });

  it("averages to whole days, null without values", () => {
    expect(averageDays([10, 21])).toBe(16);
    expect(averageDays([3])).toBe(3);
    expect(averageDays([])).toBeNull();
  });
});
