import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { saoPauloDate } from "@/lib/format/dates";
import { daysBetween } from "@/lib/reports/math";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createExpense, createSale } from "../helpers/business-records";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// GET /api/reports/summary (docs/business-rules.md "Reports and exports") and GET /api/reports/cars (profit per sold car, days in stock). The summary
// sums whole tables, so this file starts from empty sales and expenses.

const clearFinance = async () => {
  await testDb().sale.deleteMany();
  await testDb().expense.deleteMany();
};

describe("reports", () => {
  let gerente: SignedInUser;
  const cars: string[] = [];

  beforeAll(async () => {
    gerente = await signedInAs("gerente");
    await clearFinance();
  });
  afterAll(async () => {
    await clearFinance();
    await removeCars(cars);
  });

  const summary = async () => {
    const response = await api("/api/reports/summary", { session: gerente });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return response.json();
  };

  it("answers zeros, margin 0, on empty tables", async () => {
    expect(await summary()).toEqual({ totalSales: 0, totalExpenses: 0, netProfit: 0, margin: 0 });
  });

  it("keeps margin 0 without closed sales, counting only closed sales and every expense", async () => {
    await createSale({ salePrice: 90_000, status: "negotiating" });
    await createSale({ salePrice: 50_000, status: "cancelled" });
    await createExpense({ amount: 1_500.25 });
    expect(await summary()).toEqual({
      totalSales: 0,
      totalExpenses: 1_500.25,
      netProfit: -1_500.25,
      margin: 0,
    });
  });

  it("sums closed sales, subtracts all expenses and rounds the margin to one decimal", async () => {
    await createSale({ salePrice: 100_000.1 });
    await createSale({ salePrice: 200_000.2 });
    await createExpense({ amount: 0.1 });
    await createExpense({ amount: 0.2 });
    // 300000.30 − 1500.55 = 298499.75; 298499.75 / 300000.30 = 99.4998…% → 99.5
    expect(await summary()).toEqual({
      totalSales: 300_000.3,
      totalExpenses: 1_500.55,
      netProfit: 298_499.75,
      margin: 99.5,
    });
  });

  it("gives profit and days in stock per sold car, and the stock's mean days since purchase", async () => {
    await clearFinance();
    const civic = await createCar({
      brand: "Honda",
      model: "Civic",
      year: "2021/2022",
      status: "sold",
      purchasePrice: 95_000,
    });
    const golf = await createCar({
      brand: "Volkswagen",
      model: "Golf",
      year: "2020",
      status: "sold",
      purchasePrice: 70_000,
    });
    const inStock = await createCar({ status: "available" });
    cars.push(civic.id, golf.id, inStock.id);
    const db = testDb();
    await db.car.update({
      where: { id: civic.id },
      data: { purchaseDate: new Date("2026-09-01T00:00:00Z") },
    });
    await db.car.update({ where: { id: golf.id }, data: { purchaseDate: null } });
    const purchased = new Date(Date.now() - 20 * 86_400_000);
    await db.car.update({
      where: { id: inStock.id },
      data: { purchaseDate: new Date(`${saoPauloDate(purchased)}T00:00:00Z`) },
    });

    // The civic was sold once, reopened (its first sale cancelled) and sold again: one row, the latest sale.
    await createSale({
      carId: civic.id,
      salePrice: 110_000,
      saleDate: "2026-10-01",
      status: "cancelled",
      car: { brand: "Honda", model: "Civic", year: "2021/2022" },
    });
    const civicSale = await createSale({
      carId: civic.id,
      salePrice: 120_000,
      saleDate: "2026-11-10",
      car: { brand: "Honda", model: "Civic", year: "2021/2022" },
    });
    const golfSale = await createSale({
      carId: golf.id,
      salePrice: 80_000,
      saleDate: "2026-11-12",
      car: { brand: "Volkswagen", model: "Golf", year: "2020" },
    });
    const orphanSale = await createSale({
      carId: null,
      salePrice: 30_000,
      saleDate: "2026-08-01",
      car: { brand: "Fiat", model: "Uno", year: "2012" },
    });
    await createExpense({ amount: 1_200.5, carId: civic.id });
    await createExpense({ amount: 800, carId: civic.id });
    await createExpense({ amount: 300, carId: golf.id });
    await createExpense({ amount: 999, carId: inStock.id });
    await createExpense({ amount: 50 });

    const response = await api("/api/reports/cars", { session: gerente });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.soldCars).toEqual([
      {
        saleId: golfSale.id,
        carId: golf.id,
        brand: "Volkswagen",
        model: "Golf",
        year: "2020",
        saleDate: "2026-11-12",
        salePrice: 80_000,
        purchasePrice: 70_000,
        purchaseDate: null,
        expenses: 300,
        profit: 9_700,
        daysInStock: null,
      },
      {
        saleId: civicSale.id,
        carId: civic.id,
        brand: "Honda",
        model: "Civic",
        year: "2021/2022",
        saleDate: "2026-11-10",
        salePrice: 120_000,
        purchasePrice: 95_000,
        purchaseDate: "2026-09-01",
        expenses: 2_000.5,
        profit: 22_999.5,
        daysInStock: 70,
      },
      {
        saleId: orphanSale.id,
        carId: null,
        brand: "Fiat",
        model: "Uno",
        year: "2012",
        saleDate: "2026-08-01",
        salePrice: 30_000,
        purchasePrice: null,
        purchaseDate: null,
        expenses: 0,
        profit: null,
        daysInStock: null,
      },
    ]);
    expect(report.totals).toEqual({
      salePrice: 230_000,
      purchasePrice: 165_000,
      expenses: 2_300.5,
      profit: 32_699.5,
      withoutPurchasePrice: 1,
      averageDaysInStock: 70,
    });

    const stock = await db.car.findMany({ where: { status: "available" }, select: { purchaseDate: true } });
    const today = saoPauloDate(new Date());
    const days = stock.flatMap((car) =>
      car.purchaseDate ? [daysBetween(car.purchaseDate.toISOString().slice(0, 10), today)] : [],
    );
    expect(report.stock).toEqual({
      count: stock.length,
      withPurchaseDate: days.length,
      averageDaysInStock: Math.round(days.reduce((sum, value) => sum + value, 0) / days.length),
    });
    expect(days).toContain(20);

    // The summary agrees with the table: closed sales only (the cancelled 110,000 is left out).
    expect(await summary()).toEqual({
      totalSales: 230_000,
      totalExpenses: 3_349.5,
      netProfit: 226_650.5,
      margin: 98.5,
    });
  });

  it("keeps one row per sold car, its latest closed sale, with the car's expenses once; every sale of a deleted car its own row", async () => {
    await clearFinance();
    const first = await createCar({ status: "sold", purchasePrice: 50_000 });
    const second = await createCar({ status: "sold", purchasePrice: 60_000 });
    cars.push(first.id, second.id);
    const db = testDb();
    await createSale({ carId: first.id, salePrice: 55_000, saleDate: "2026-10-01" });
    const firstLatest = await createSale({ carId: first.id, salePrice: 58_000, saleDate: "2026-11-05" });
    await createSale({ carId: second.id, salePrice: 61_000, saleDate: "2026-11-01" });
    // Same day: the later-created sale is the latest.
    const secondLatest = await createSale({ carId: second.id, salePrice: 62_000, saleDate: "2026-11-01" });
    await db.sale.update({
      where: { id: secondLatest.id },
      data: { createdAt: new Date(Date.now() + 60_000) },
    });
    const orphanNewer = await createSale({ carId: null, salePrice: 20_000, saleDate: "2026-11-03" });
    const orphanOlder = await createSale({ carId: null, salePrice: 21_000, saleDate: "2026-09-03" });
    await createExpense({ amount: 500, carId: first.id });
    await createExpense({ amount: 250.25, carId: first.id });

    const response = await api("/api/reports/cars", { session: gerente });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.soldCars.map((row: { saleId: string }) => row.saleId)).toEqual([
      firstLatest.id,
      orphanNewer.id,
      secondLatest.id,
      orphanOlder.id,
    ]);
    expect(report.soldCars[0]).toMatchObject({ salePrice: 58_000, expenses: 750.25, profit: 7_249.75 });
    expect(report.soldCars[2]).toMatchObject({ salePrice: 62_000, expenses: 0, profit: 2_000 });
    expect(report.totals).toMatchObject({ salePrice: 161_000, expenses: 750.25, withoutPurchasePrice: 2 });
  });

  it("is only for admin, developer and gerente", async () => {
    for (const path of ["/api/reports/summary", "/api/reports/cars"]) {
      expect((await api(path)).status).toBe(401);
      for (const role of ["vendedor", "ajudante", "user"] as const) {
        const response = await api(path, { session: await signedInAs(role) });
        expect(response.status).toBe(403);
      }
      expect((await api(path, { session: await signedInAs("developer") })).status).toBe(200);
    }
  });
});
