import { z } from "zod";

import type { Assert, SameShape } from "@/lib/api/same-shape";
import { listPageSchema } from "@/lib/lists/query";
import type { CarProfitTotals, ReportSummary, SoldCarRow } from "@/lib/reports/math";

export type { ReportSummary, SoldCarRow, CarProfitTotals } from "@/lib/reports/math";

// The answers of GET /api/reports/summary and /api/reports/cars as the OpenAPI document describes them. Their types
// come from the arithmetic that builds them (lib/reports/math.ts); the schemas are checked against those below.

/** GET /api/reports/summary. */
export const reportSummarySchema = z.object({
  totalSales: z.number().describe("Soma das vendas fechadas"),
  totalExpenses: z.number().describe("Soma de todas as despesas"),
  netProfit: z.number().describe("totalSales − totalExpenses"),
  margin: z.number().describe("netProfit ÷ totalSales × 100, com uma casa decimal; 0 sem vendas fechadas"),
});

const soldCarRowSchema = z.object({
  saleId: z.string(),
  carId: z.string().nullable(),
  brand: z.string(),
  model: z.string(),
  year: z.string(),
  saleDate: z.iso.date(),
  salePrice: z.number(),
  purchasePrice: z.number().nullable(),
  purchaseDate: z.iso.date().nullable(),
  expenses: z.number().describe("As despesas do carro"),
  netToOwner: z
    .number()
    .nullable()
    .describe("O valor do proprietário de um carro consignado; null nos comprados"),
  profit: z
    .number()
    .nullable()
    .describe(
      "Preço de venda − preço de compra − despesas do carro; num consignado, preço de venda − netToOwner − despesas; null sem preço de compra",
    ),
  daysInStock: z.number().int().nullable(),
});

const carProfitTotalsSchema = z.object({
  salePrice: z.number(),
  purchasePrice: z.number(),
  netToOwner: z.number(),
  expenses: z.number(),
  profit: z.number().describe("Soma dos lucros conhecidos"),
  withoutPurchasePrice: z.number().int().describe("Carros comprados sem preço de compra, fora de profit"),
  averageDaysInStock: z.number().int().nullable(),
});

/**
 * GET /api/reports/cars (beyond the agreed API, same permission as the summary): profit per sold car and
 * time in stock, a page at a time like the admin lists. A route of its own so the summary keeps exactly the contract's four fields.
 */
export const carsReportSchema = listPageSchema.extend({
  /** A page of the sold cars, one row each (its latest closed sale): newest sale first unless sorted. */
  soldCars: z.array(soldCarRowSchema),
  /** Over every sold car, not only the page; `total` counts them. */
  totals: carProfitTotalsSchema.describe("Cobre todos os carros vendidos, não só a página"),
  /** The cars available now: how many, and their mean days since purchase (those with a purchase date). */
  stock: z
    .object({
      count: z.number().int(),
      withPurchaseDate: z.number().int(),
      averageDaysInStock: z.number().int().nullable(),
    })
    .describe("Os carros disponíveis agora e sua média de dias desde a compra (dos que têm data de compra)"),
});
export type CarsReport = z.output<typeof carsReportSchema>;

type _SummaryChecked = Assert<SameShape<z.output<typeof reportSummarySchema>, ReportSummary>>;
type _SoldCarChecked = Assert<SameShape<z.output<typeof soldCarRowSchema>, SoldCarRow>>;
type _TotalsChecked = Assert<SameShape<z.output<typeof carProfitTotalsSchema>, CarProfitTotals>>;
