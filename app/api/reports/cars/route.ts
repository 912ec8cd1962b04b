import { json, route } from "@/lib/http/route";
import { getCarsReport } from "@/lib/reports/queries";
import { otherMethods } from "@/lib/http/methods";

// GET /api/reports/cars (beyond the agreed API, same permission as the summary): profit and days in stock per sold car,
// their totals, and the current stock's mean days since purchase.
export const GET = route(async () => json(await getCarsReport()), { permission: "reports:read" });

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
