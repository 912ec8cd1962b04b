import { saoPauloDate } from "@/lib/format/dates";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { queryParams } from "@/lib/lists/query";
import { funnelQuerySchema } from "@/lib/reports/funnel";
import { getLeadsReport } from "@/lib/reports/leads-queries";

// GET /api/reports/leads?from&to: per salesperson, leads assigned, responded, median first response and share
// within the target (opening-hours minutes), escalated, closed sales; and the totals. Default: the last 30 days.
export const GET = route(
  async (request) => {
    const query = funnelQuerySchema(saoPauloDate(new Date())).parse(queryParams(request.url));
    return json(await getLeadsReport(query));
  },
  { permission: "reports:read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
