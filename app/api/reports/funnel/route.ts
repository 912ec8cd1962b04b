import { json, route } from "@/lib/api/route";
import { saoPauloDate } from "@/lib/format/dates";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";
import { funnelQuerySchema } from "@/lib/reports/funnel";
import { getFunnelReport } from "@/lib/reports/funnel-queries";

// GET /api/reports/funnel?from&to: per car, views → clicks → proposals → visits → sold in the period's São Paulo
// days (default the last 30), and the totals.
export const GET = route(async (_request, { query }) => {
  const now = new Date();
  const period = funnelQuerySchema(saoPauloDate(now)).parse(query);
  return json(await getFunnelReport(period, now));
}, reportEndpoints.funnel);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
