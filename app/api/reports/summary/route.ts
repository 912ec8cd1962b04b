import { json, route } from "@/lib/api/route";
import { getReportSummary } from "@/lib/reports/queries";
import { otherMethods } from "@/lib/http/methods";

// GET /api/reports/summary: {totalSales, totalExpenses, netProfit, margin}; closed sales only, all expenses,
// margin with one decimal and 0 without closed sales.
export const GET = route(async () => json(await getReportSummary()), { permission: "reports:read" });

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
