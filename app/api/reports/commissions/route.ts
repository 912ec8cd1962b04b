import { json, route } from "@/lib/api/route";
import { getCommissionReport } from "@/lib/commissions/queries";
import { commissionQuerySchema } from "@/lib/commissions/rules";
import { saoPauloDate } from "@/lib/format/dates";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";

// GET /api/reports/commissions?from&to: per seller, the sales closed in the period (default this month) and the
// commission at each sale's stored rate. The reports permission sees everyone; a vendedor only their own line.
export const GET = route(async (_request, { actor, query }) => {
  const period = commissionQuerySchema(saoPauloDate(new Date())).parse(query);
  return json(await getCommissionReport(period, actor));
}, reportEndpoints.commissions);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
