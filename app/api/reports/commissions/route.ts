import { getCommissionReport } from "@/lib/commissions/queries";
import { commissionQuerySchema } from "@/lib/commissions/rules";
import { saoPauloDate } from "@/lib/format/dates";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { queryParams } from "@/lib/lists/query";

// GET /api/reports/commissions?from&to: per seller, the sales closed in the period (default this month) and the
// commission at each sale's stored rate. The reports permission sees everyone; a vendedor only their own line.
export const GET = route(
  async (request, { actor }) => {
    const query = commissionQuerySchema(saoPauloDate(new Date())).parse(queryParams(request.url));
    return json(await getCommissionReport(query, actor));
  },
  { permission: "sales:access" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
