import type { CarProfitTotals, SoldCarRow } from "@/lib/reports/math";

export type { ReportSummary, SoldCarRow, CarProfitTotals } from "@/lib/reports/math";

/**
 * GET /api/reports/cars (beyond the agreed API, same permission as the summary): profit per sold car and
 * time in stock. A route of its own so the summary keeps exactly the contract's four fields.
 */
export type CarsReport = {
  /** One row per sold car (its latest closed sale), newest sale first. */
  soldCars: SoldCarRow[];
  totals: CarProfitTotals;
  /** The cars available now: how many, and their mean days since purchase (those with a purchase date). */
  stock: { count: number; withPurchaseDate: number; averageDaysInStock: number | null };
};
