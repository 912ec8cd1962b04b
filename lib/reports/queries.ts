import "server-only";

import { prisma } from "@/lib/db/client";
import { saoPauloDate } from "@/lib/format/dates";
import { Prisma } from "@/lib/db/generated/client";
import {
  averageDays,
  daysBetween,
  fromCents,
  reportSummary,
  soldCarRow,
  toCents,
  type CarProfitTotals,
  type ReportSummary,
  type SoldCarIdentity,
} from "@/lib/reports/math";
import type { CarReportQuery, CarReportSortField } from "@/lib/reports/query";
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

type SoldCarRecord = SoldCarIdentity & {
  salePrice: string;
  purchasePrice: string | null;
  purchaseDate: string | null;
  expenses: string;
  netToOwner: string | null;
  consignmentStart: string | null;
};

/**
 * One row per sold car, picked and summed by PostgreSQL: a car sold, reopened and sold again has several closed
 * sales, and its expenses must be counted once, so only its latest closed sale is kept (sales whose car was
 * deleted each keep their own row); its expenses are summed per car in the same query. The profit and the days
 * in stock are columns too, so the table sorts on them and the totals add them up. A consigned car's cost is the
 * amount due to its owner, not its purchase price, and its days in stock count from the consignment's start
 * (docs/business-rules.md "Consignment").
 */
const SOLD_CARS = Prisma.sql`
  WITH latest AS (
    SELECT DISTINCT ON (coalesce(s."carId", s."id")) s."id", s."carId", s."carBrand", s."carModel", s."carYear",
           s."salePrice", s."saleDate", s."createdAt"
    FROM "Sale" s WHERE s."status" = 'closed'
    ORDER BY coalesce(s."carId", s."id"), s."saleDate" DESC, s."createdAt" DESC, s."id" COLLATE "C"
  ),
  spent AS (
    SELECT e."carId", sum(e."amount") AS "amount" FROM "Expense" e WHERE e."carId" IS NOT NULL GROUP BY e."carId"
  ),
  sold AS (
    SELECT l."id" AS "saleId", l."carId", l."carBrand" AS "brand", l."carModel" AS "model", l."carYear" AS "year",
           l."saleDate", l."createdAt", l."salePrice", c."purchasePrice", c."purchaseDate",
           k."netToOwner", k."startDate" AS "consignmentStart",
           coalesce(x."amount", 0) AS "expenses",
           l."salePrice" - CASE WHEN k."carId" IS NULL THEN c."purchasePrice" ELSE k."netToOwner" END
             - coalesce(x."amount", 0) AS "profit",
           CASE WHEN coalesce(k."startDate", c."purchaseDate") IS NULL THEN NULL
                ELSE greatest(0, l."saleDate" - coalesce(k."startDate", c."purchaseDate")) END AS "daysInStock"
    FROM latest l
    LEFT JOIN "Car" c ON c."id" = l."carId"
    LEFT JOIN "CarConsignment" k ON k."carId" = l."carId"
    LEFT JOIN spent x ON x."carId" = l."carId"
  )`;

/**
 * The SQL column of each sort field (a fixed list: never text from the request), named through `sold` so ORDER BY
 * reads the numbers and dates rather than their text in the page's output.
 */
const SORT_COLUMNS: Record<CarReportSortField, Prisma.Sql> = {
  saleDate: Prisma.raw(`sold."saleDate"`),
  brand: Prisma.raw(`sold."brand"`),
  model: Prisma.raw(`sold."model"`),
  year: Prisma.raw(`sold."year"`),
  salePrice: Prisma.raw(`sold."salePrice"`),
  purchasePrice: Prisma.raw(`sold."purchasePrice"`),
  expenses: Prisma.raw(`sold."expenses"`),
  profit: Prisma.raw(`sold."profit"`),
  daysInStock: Prisma.raw(`sold."daysInStock"`),
};

/**
 * The page's order. Without `sort`, newest sale first (sale date, then the later-created sale, then the id);
 * `order` alone turns the sale date around. A sorted column puts its unknown values last, then the id breaks
 * ties so pages never share or skip a row.
 */
function soldCarsOrder(query: Pick<CarReportQuery, "sort" | "order">): Prisma.Sql {
  if (!query.sort) {
    const direction = Prisma.raw(query.order === "asc" ? "ASC" : "DESC");
    return Prisma.sql`sold."saleDate" ${direction}, sold."createdAt" DESC, sold."saleId" COLLATE "C"`;
  }
  const direction = Prisma.raw(query.order === "desc" ? "DESC" : "ASC");
  return Prisma.sql`${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, sold."saleId" COLLATE "C" ${direction}`;
}

/** A row of the page beside the sums of every sold car; a page past the last is one row of sums alone. */
type PageRecord = { [Key in keyof SoldCarRecord]: SoldCarRecord[Key] | null } & {
  count: number;
  sumSalePrice: string;
  sumPurchasePrice: string;
  sumNetToOwner: string;
  sumExpenses: string;
  sumProfit: string;
  withoutPurchasePrice: number;
  averageDaysInStock: number | null;
};

/**
 * The page asked for and the totals over every sold car in one query, so the sold cars are picked and summed
 * once (PostgreSQL keeps the `sold` rows both parts read).
 */
async function soldCarsPage(
  query: CarReportQuery,
): Promise<{ rows: SoldCarRecord[]; count: number; totals: CarProfitTotals }> {
  const records = await prisma.$queryRaw<PageRecord[]>`${SOLD_CARS},
  page AS (
    SELECT sold.*, row_number() OVER (ORDER BY ${soldCarsOrder(query)}) AS "n"
    FROM sold
    ORDER BY ${soldCarsOrder(query)}
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
  ),
  sums AS (
    SELECT count(*)::int AS "count",
           coalesce(sum("salePrice"), 0)::text AS "sumSalePrice",
           coalesce(sum("purchasePrice") FILTER (WHERE "netToOwner" IS NULL), 0)::text AS "sumPurchasePrice",
           coalesce(sum("netToOwner"), 0)::text AS "sumNetToOwner",
           coalesce(sum("expenses"), 0)::text AS "sumExpenses",
           coalesce(sum("profit"), 0)::text AS "sumProfit",
           (count(*) FILTER (WHERE "profit" IS NULL))::int AS "withoutPurchasePrice",
           round(avg("daysInStock"))::int AS "averageDaysInStock"
    FROM sold
  )
  SELECT p."saleId", p."carId", p."brand", p."model", p."year", to_char(p."saleDate", 'YYYY-MM-DD') AS "saleDate",
         p."salePrice"::text AS "salePrice", p."purchasePrice"::text AS "purchasePrice",
         to_char(p."purchaseDate", 'YYYY-MM-DD') AS "purchaseDate", p."expenses"::text AS "expenses",
         p."netToOwner"::text AS "netToOwner", to_char(p."consignmentStart", 'YYYY-MM-DD') AS "consignmentStart",
         sums.*
  FROM sums LEFT JOIN page p ON true
  ORDER BY p."n"`;
  const sums = records[0]!;
  const money = (text: string) => fromCents(toCents(text));
  return {
    rows: records.filter((record): record is PageRecord & SoldCarRecord => record.saleId !== null),
    count: sums.count,
    totals: {
      salePrice: money(sums.sumSalePrice),
      purchasePrice: money(sums.sumPurchasePrice),
      netToOwner: money(sums.sumNetToOwner),
      expenses: money(sums.sumExpenses),
      profit: money(sums.sumProfit),
      withoutPurchasePrice: sums.withoutPurchasePrice,
      averageDaysInStock: sums.averageDaysInStock,
    },
  };
}

/**
 * GET /api/reports/cars: a page of the sold cars, each with sale price − purchase price − the expenses linked to
 * the car and its days in stock (purchase date to sale date); the totals of every sold car; then the current
 * stock's mean days since purchase.
 */
export async function getCarsReport(query: CarReportQuery, now = new Date()): Promise<CarsReport> {
  const [{ rows, count, totals }, stock] = await Promise.all([
    soldCarsPage(query),
    prisma.car.findMany({ where: { status: "available" }, select: { purchaseDate: true } }),
  ]);

  const today = saoPauloDate(now);
  const stockDays = stock.flatMap((car) =>
    car.purchaseDate ? [daysBetween(dateOnly(car.purchaseDate), today)] : [],
  );
  return {
    soldCars: rows.map((row) =>
      soldCarRow({
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
        netToOwnerCents: row.netToOwner === null ? null : toCents(row.netToOwner),
        consignmentStart: row.consignmentStart,
      }),
    ),
    totals,
    stock: {
      count: stock.length,
      withPurchaseDate: stockDays.length,
      averageDaysInStock: averageDays(stockDays),
    },
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}
