import { json, route } from "@/lib/api/route";
import { getReportSummary } from "@/lib/reports/queries";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";

// GET /api/reports/summary: {totalSales, totalExpenses, netProfit, margin}; closed sales only, all expenses,
// margin with one decimal and 0 without closed sales.
export const GET = route(async () => json(await getReportSummary()), reportEndpoints.summary);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
