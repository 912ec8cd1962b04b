import { listQuerySchema } from "@/lib/lists/query";

// The query of GET /api/reports/cars, the per-car table of the reports tab: the admin lists' page, pageSize, sort
// and order (docs/admin-panel.md "Lists"), without a search. No server imports: the tab reads the sort fields.

/** The table's columns that sort on the server: a sold car row's own field names. */
export const CAR_REPORT_SORT_FIELDS = [
  "saleDate",
  "brand",
  "model",
  "year",
  "salePrice",
  "purchasePrice",
  "expenses",
  "profit",
  "daysInStock",
] as const;
export type CarReportSortField = (typeof CAR_REPORT_SORT_FIELDS)[number];

export const carReportQuerySchema = listQuerySchema(CAR_REPORT_SORT_FIELDS).omit({ q: true });
export type CarReportQuery = ReturnType<typeof carReportQuerySchema.parse>;
