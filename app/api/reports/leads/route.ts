import { json, route } from "@/lib/api/route";
import { saoPauloDate } from "@/lib/format/dates";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";
import { funnelQuerySchema } from "@/lib/reports/funnel";
import { getLeadsReport } from "@/lib/reports/leads-queries";

// GET /api/reports/leads?from&to: per salesperson, leads assigned, responded, median first response and share
// within the target (opening-hours minutes), escalated, closed sales; and the totals. Default: the last 30 days.
export const GET = route(async (_request, { query }) => {
  const period = funnelQuerySchema(saoPauloDate(new Date())).parse(query);
  return json(await getLeadsReport(period));
}, reportEndpoints.leads);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
