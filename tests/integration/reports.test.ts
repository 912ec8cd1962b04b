import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { saoPauloDate } from "@/lib/format/dates";
import { INVALID_ORDER, INVALID_PAGE, INVALID_PAGE_SIZE } from "@/lib/lists/query";
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
        netToOwner: null,
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
        netToOwner: null,
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
        netToOwner: null,
        profit: null,
        daysInStock: null,
      },
    ]);
    expect(report.totals).toEqual({
      salePrice: 230_000,
      purchasePrice: 165_000,
      netToOwner: 0,
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

  type Row = {
    saleId: string;
    brand: string;
    salePrice: number;
    purchasePrice: number | null;
    profit: number | null;
    daysInStock: number | null;
  };
  const carsReport = async (query = "") => {
    const response = await api(`/api/reports/cars${query}`, { session: gerente });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      soldCars: Row[];
      totals: Record<string, number | null>;
      total: number;
      page: number;
      pageSize: number;
    };
  };

  /** Six sold cars, sold on the 1st to the 6th of November; the 6th has no car (deleted), so no purchase price. */
  async function sixSoldCars() {
    await clearFinance();
    const db = testDb();
    const saleIds: string[] = [];
    for (let day = 1; day <= 5; day++) {
      const car = await createCar({
        brand: `Marca${day}`,
        status: "sold",
        purchasePrice: 40_000 + day * 1_000,
      });
      cars.push(car.id);
      await db.car.update({
        where: { id: car.id },
        data: { purchaseDate: new Date(`2026-10-${String(day * 2).padStart(2, "0")}T00:00:00Z`) },
      });
      const sale = await createSale({
        carId: car.id,
        salePrice: 50_000 + (day % 3) * 5_000,
        saleDate: `2026-11-0${day}`,
        car: { brand: `Marca${day}`, model: "Modelo", year: "2020" },
      });
      saleIds.push(sale.id);
      await createExpense({ amount: day * 100, carId: car.id });
    }
    const orphan = await createSale({
      carId: null,
      salePrice: 100_000,
      saleDate: "2026-11-06",
      car: { brand: "Marca6", model: "Modelo", year: "2010" },
    });
    saleIds.push(orphan.id);
    return saleIds;
  }

  it("pages the sold cars, newest sale first, with the totals of every sold car on each page", async () => {
    const saleIds = await sixSoldCars();
    const newestFirst = [...saleIds].reverse();
    // Sale prices: 55, 60, 50, 55, 60 thousand and the orphan's 100; purchases 41 to 45 thousand; expenses 100 to 500.
    const totals = {
      salePrice: 380_000,
      purchasePrice: 215_000,
      expenses: 1_500,
      profit: 280_000 - 215_000 - 1_500,
      withoutPurchasePrice: 1,
      // Purchased on Oct 2, 4, …, 10 and sold Nov 1 to 5: 30, 29, 28, 27, 26 days.
      averageDaysInStock: 28,
    };

    const first = await carsReport();
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 50, totals });
    expect(first.soldCars.map((row) => row.saleId)).toEqual(newestFirst);

    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await carsReport(`?page=${page}&pageSize=2`);
      expect(answer).toMatchObject({ total: 6, page, pageSize: 2, totals });
      expect(answer.soldCars).toHaveLength(2);
      pages.push(...answer.soldCars.map((row) => row.saleId));
    }
    expect(pages).toEqual(newestFirst);

    const past = await carsReport("?page=4&pageSize=2");
    expect(past).toMatchObject({ soldCars: [], total: 6, page: 4, pageSize: 2, totals });

    const oldestFirst = await carsReport("?order=asc");
    expect(oldestFirst.soldCars.map((row) => row.saleId)).toEqual(saleIds);
  });

  it("sorts every sold car by a column, unknown values last, before cutting the page", async () => {
    await sixSoldCars();
    const profits = async (query: string) => (await carsReport(query)).soldCars.map((row) => row.profit);
    // Profits: 55−41−0.1, 60−42−0.2, 50−43−0.3, 55−44−0.4 and 60−45−0.5 thousand; the orphan's unknown.
    expect(await profits("?sort=profit&order=desc")).toEqual([17_800, 14_500, 13_900, 10_600, 6_700, null]);
    expect(await profits("?sort=profit&order=asc")).toEqual([6_700, 10_600, 13_900, 14_500, 17_800, null]);
    expect(await profits("?sort=profit&order=desc&pageSize=2&page=2")).toEqual([13_900, 10_600]);
    expect(await profits("?sort=profit&order=asc&pageSize=2&page=3")).toEqual([17_800, null]);

    // Money sorts as numbers: 100,000 after 60,000.
    const byPrice = (await carsReport("?sort=salePrice")).soldCars.map((row) => row.salePrice);
    expect(byPrice).toEqual([50_000, 55_000, 55_000, 60_000, 60_000, 100_000]);
    const byPurchase = (await carsReport("?sort=purchasePrice&order=desc")).soldCars.map(
      (row) => row.purchasePrice,
    );
    expect(byPurchase).toEqual([45_000, 44_000, 43_000, 42_000, 41_000, null]);
    const byDays = (await carsReport("?sort=daysInStock")).soldCars.map((row) => row.daysInStock);
    expect(byDays).toEqual([26, 27, 28, 29, 30, null]);
    const byBrand = (await carsReport("?sort=brand&order=desc")).soldCars.map((row) => row.brand);
    expect(byBrand).toEqual(["Marca6", "Marca5", "Marca4", "Marca3", "Marca2", "Marca1"]);
  });

  it("refuses a bad page, page size, sort or order with its pt-BR reason", async () => {
    const cases: Array<[string, string]> = [
      ["?page=0", INVALID_PAGE],
      ["?page=abc", INVALID_PAGE],
      ["?page=1.5", INVALID_PAGE],
      ["?pageSize=0", INVALID_PAGE_SIZE],
      ["?pageSize=201", INVALID_PAGE_SIZE],
      ["?order=up", INVALID_ORDER],
      [
        "?sort=clientName",
        "Ordenação inválida: use saleDate, brand, model, year, salePrice, purchasePrice, expenses, profit, daysInStock.",
      ],
    ];
    for (const [query, error] of cases) {
      const response = await api(`/api/reports/cars${query}`, { session: gerente });
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toBe(error);
    }
    expect((await carsReport("?pageSize=200")).pageSize).toBe(200);
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
