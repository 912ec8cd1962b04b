import { getConsignmentsReport } from "@/lib/consignments/report";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";
import { json, route } from "@/lib/api/route";

// GET /api/reports/consignments: every consigned car, ending soonest first, with its days left and status
// (active, expired, sold).
export const GET = route(async () => json(await getConsignmentsReport()), reportEndpoints.consignments);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
