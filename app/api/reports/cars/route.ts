import { json, route } from "@/lib/api/route";
import { carReportQuerySchema } from "@/lib/reports/query";
import { getCarsReport } from "@/lib/reports/queries";
import { otherMethods } from "@/lib/http/methods";

// GET /api/reports/cars (beyond the agreed API, same permission as the summary): a page of the sold cars with
// their profit and days in stock (newest sale first unless sorted), the totals of every sold car, and the
// current stock's mean days since purchase.
export const GET = route(
  async (_request, { query }) => json(await getCarsReport(query)),
  { permission: "reports:read", query: carReportQuerySchema },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
