import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";
import { json, route } from "@/lib/api/route";
import { getStockAge } from "@/lib/reports/funnel-queries";

// GET /api/reports/stock-age: the available cars oldest first, their mean days in stock and those over 60 days.
export const GET = route(async () => json(await getStockAge()), reportEndpoints.stockAge);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
