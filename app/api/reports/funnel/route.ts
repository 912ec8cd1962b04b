import { saoPauloDate } from "@/lib/format/dates";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { queryParams } from "@/lib/lists/query";
import { funnelQuerySchema } from "@/lib/reports/funnel";
import { getFunnelReport } from "@/lib/reports/funnel-queries";

// GET /api/reports/funnel?from&to: per car, views → clicks → proposals → visits → sold in the period's São Paulo
// days (default the last 30), and the totals.
export const GET = route(
  async (request) => {
    const now = new Date();
    const query = funnelQuerySchema(saoPauloDate(now)).parse(queryParams(request.url));
    return json(await getFunnelReport(query, now));
  },
  { permission: "reports:read" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
