import type { ListPage } from "@/lib/lists/query";
import type { CarProfitTotals, SoldCarRow } from "@/lib/reports/math";

export type { ReportSummary, SoldCarRow, CarProfitTotals } from "@/lib/reports/math";

/**
 * GET /api/reports/cars (beyond the agreed API, same permission as the summary): profit per sold car and
 * time in stock, a page at a time like the admin lists. A route of its own so the summary keeps exactly the contract's four fields.
 */
export type CarsReport = ListPage & {
  /** A page of the sold cars, one row each (its latest closed sale): newest sale first unless sorted. */
  soldCars: SoldCarRow[];
  /** Over every sold car, not only the page; `total` counts them. */
  totals: CarProfitTotals;
  /** The cars available now: how many, and their mean days since purchase (those with a purchase date). */
  stock: { count: number; withPurchaseDate: number; averageDaysInStock: number | null };
};
