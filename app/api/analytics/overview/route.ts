import { getAnalyticsOverview } from "@/lib/analytics/queries";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { analyticsEndpoints } from "@/lib/openapi/endpoints/analytics";

// GET /api/analytics/overview: totals, the 10 most viewed and the 10 most clicked cars, and `daily`, the 30
// São Paulo calendar days up to today (oldest first, zero-filled) of views, WhatsApp and phone clicks.
export const GET = route(
  async (_request, { actor }) => json({ success: true, analytics: await getAnalyticsOverview(actor) }),
  analyticsEndpoints.overview,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
