import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { getStockAge } from "@/lib/reports/funnel-queries";

// GET /api/reports/stock-age: the available cars oldest first, their mean days in stock and those over 60 days.
export const GET = route(async () => json(await getStockAge()), { permission: "reports:read" });

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
