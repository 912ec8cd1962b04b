import "server-only";

import { prisma } from "@/lib/db/client";
import { saoPauloDate } from "@/lib/format/dates";
import {
  averageDays,
  carProfitTotals,
  daysBetween,
  latestSalePerCar,
  reportSummary,
  soldCarRow,
  toCents,
  type ReportSummary,
  type SoldCarInput,
} from "@/lib/reports/math";
import type { CarsReport } from "@/lib/reports/types";

// The reports tab reads the Sale, Expense and Car tables directly; the arithmetic is in lib/reports/math.ts.

const dateOnly = (value: Date) => value.toISOString().slice(0, 10);

/** GET /api/reports/summary: the four cards of docs/admin-panel.md with the math of docs/business-rules.md "Reports and exports". */
export async function getReportSummary(): Promise<ReportSummary> {
  const [sales, expenses] = await Promise.all([
    prisma.sale.aggregate({ where: { status: "closed" }, _sum: { salePrice: true } }),
    prisma.expense.aggregate({ _sum: { amount: true } }),
  ]);
  return reportSummary(toCents(sales._sum.salePrice ?? 0), toCents(expenses._sum.amount ?? 0));
}

/**
 * GET /api/reports/cars: for each sold car, sale price − purchase price − the expenses linked to the car, and
 * its days in stock (purchase date to sale date); then the current stock's mean days since purchase.
 */
export async function getCarsReport(now = new Date()): Promise<CarsReport> {
  const [closedSales, stock] = await Promise.all([
    prisma.sale.findMany({
      where: { status: "closed" },
      select: {
        id: true,
        carId: true,
        carBrand: true,
        carModel: true,
        carYear: true,
        salePrice: true,
        saleDate: true,
        createdAt: true,
        car: { select: { purchasePrice: true, purchaseDate: true } },
      },
    }),
    prisma.car.findMany({ where: { status: "available" }, select: { purchaseDate: true } }),
  ]);

  const rows = latestSalePerCar(
    closedSales.map((sale) => ({
      ...sale,
      saleDate: dateOnly(sale.saleDate),
      createdAt: sale.createdAt.toISOString(),
    })),
  );
  const carIds = rows.flatMap((sale) => (sale.carId ? [sale.carId] : []));
  const expenseSums = carIds.length
    ? await prisma.expense.groupBy({
        by: ["carId"],
        where: { carId: { in: carIds } },
        _sum: { amount: true },
      })
    : [];
  const expensesByCar = new Map(expenseSums.map((group) => [group.carId, toCents(group._sum.amount ?? 0)]));

  const inputs: SoldCarInput[] = rows.map((sale) => ({
    saleId: sale.id,
    carId: sale.carId,
    brand: sale.carBrand,
    model: sale.carModel,
    year: sale.carYear,
    saleDate: sale.saleDate,
    salePriceCents: toCents(sale.salePrice),
    purchasePriceCents: sale.car?.purchasePrice ? toCents(sale.car.purchasePrice) : null,
    purchaseDate: sale.car?.purchaseDate ? dateOnly(sale.car.purchaseDate) : null,
    expensesCents: (sale.carId && expensesByCar.get(sale.carId)) || 0,
  }));

  const today = saoPauloDate(now);
  const stockDays = stock.flatMap((car) =>
    car.purchaseDate ? [daysBetween(dateOnly(car.purchaseDate), today)] : [],
  );
  return {
    soldCars: inputs.map(soldCarRow),
    totals: carProfitTotals(inputs),
    stock: {
      count: stock.length,
      withPurchaseDate: stockDays.length,
      averageDaysInStock: averageDays(stockDays),
    },
  };
}
