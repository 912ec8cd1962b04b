import { json, route } from "@/lib/api/route";
import { getCarsReport } from "@/lib/reports/queries";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";

// GET /api/reports/cars (beyond the agreed API, same permission as the summary): a page of the sold cars with
// their profit and days in stock (newest sale first unless sorted), the totals of every sold car, and the
// current stock's mean days since purchase.
export const GET = route(
  async (_request, { query }) => json(await getCarsReport(query)),
  reportEndpoints.cars,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
