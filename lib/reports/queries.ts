import "server-only";

import { prisma } from "@/lib/db/client";
import { saoPauloDate } from "@/lib/format/dates";
import {
  averageDays,
  carProfitTotals,
  daysBetween,
  reportSummary,
  soldCarRow,
  toCents,
  type ReportSummary,
  type SoldCarInput,
} from "@/lib/reports/math";
import type { CarsReport } from "@/lib/reports/types";

// The reports tab reads the Sale, Expense and Car tables directly, summing and picking rows in SQL; the
// arithmetic of the answer is in lib/reports/math.ts.

const dateOnly = (value: Date) => value.toISOString().slice(0, 10);

/** GET /api/reports/summary: the four cards of docs/admin-panel.md with the math of docs/business-rules.md "Reports and exports". */
export async function getReportSummary(): Promise<ReportSummary> {
  const [sales, expenses] = await Promise.all([
    prisma.sale.aggregate({ where: { status: "closed" }, _sum: { salePrice: true } }),
    prisma.expense.aggregate({ _sum: { amount: true } }),
  ]);
  return reportSummary(toCents(sales._sum.salePrice ?? 0), toCents(expenses._sum.amount ?? 0));
}

type SoldCarRecord = {
  saleId: string;
  carId: string | null;
  brand: string;
  model: string;
  year: string;
  saleDate: string;
  salePrice: string;
  purchasePrice: string | null;
  purchaseDate: string | null;
  expenses: string;
};

/**
 * One row per sold car, newest sale first, picked and summed by PostgreSQL: a car sold, reopened and sold again
 * has several closed sales, and its expenses must be counted once, so only its latest closed sale is kept
 * (sales whose car was deleted each keep their own row); its expenses are summed per car in the same query.
 */
function soldCars(): Promise<SoldCarRecord[]> {
  return prisma.$queryRaw<SoldCarRecord[]>`
    WITH latest AS (
      SELECT DISTINCT ON (coalesce(s."carId", s."id")) s."id", s."carId", s."carBrand", s."carModel", s."carYear",
             s."salePrice", s."saleDate", s."createdAt"
      FROM "Sale" s WHERE s."status" = 'closed'
      ORDER BY coalesce(s."carId", s."id"), s."saleDate" DESC, s."createdAt" DESC, s."id" COLLATE "C"
    ),
    spent AS (
      SELECT e."carId", sum(e."amount") AS "amount" FROM "Expense" e WHERE e."carId" IS NOT NULL GROUP BY e."carId"
    )
    SELECT l."id" AS "saleId", l."carId", l."carBrand" AS "brand", l."carModel" AS "model", l."carYear" AS "year",
           to_char(l."saleDate", 'YYYY-MM-DD') AS "saleDate", l."salePrice"::text AS "salePrice",
           c."purchasePrice"::text AS "purchasePrice", to_char(c."purchaseDate", 'YYYY-MM-DD') AS "purchaseDate",
           coalesce(x."amount", 0)::text AS "expenses"
    FROM latest l
    LEFT JOIN "Car" c ON c."id" = l."carId"
    LEFT JOIN spent x ON x."carId" = l."carId"
    ORDER BY l."saleDate" DESC, l."createdAt" DESC, l."id" COLLATE "C"`;
}

/**
 * GET /api/reports/cars: for each sold car, sale price − purchase price − the expenses linked to the car, and
 * its days in stock (purchase date to sale date); then the current stock's mean days since purchase.
 */
export async function getCarsReport(now = new Date()): Promise<CarsReport> {
  const [rows, stock] = await Promise.all([
    soldCars(),
    prisma.car.findMany({ where: { status: "available" }, select: { purchaseDate: true } }),
  ]);

  const inputs: SoldCarInput[] = rows.map((row) => ({
    saleId: row.saleId,
    carId: row.carId,
    brand: row.brand,
    model: row.model,
    year: row.year,
    saleDate: row.saleDate,
    salePriceCents: toCents(row.salePrice),
    purchasePriceCents: row.purchasePrice === null ? null : toCents(row.purchasePrice),
    purchaseDate: row.purchaseDate,
    expensesCents: toCents(row.expenses),
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
