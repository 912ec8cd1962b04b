import { newVisitorId, visitorCookie, visitorIdFromCookies } from "@/lib/analytics/events";
import { trackEvent } from "@/lib/analytics/service";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { analyticsEndpoints } from "@/lib/openapi/endpoints/analytics";

// POST /api/analytics/track: public, {carId, action}, also as text/plain JSON (sendBeacon). The browser is known
// by a random visitor cookie set here; a view counts once per car per São Paulo day, a click at most once per
// car and action per 10 seconds, and one client address raises one car's counter of one action at most 30 times
// an hour. Answers 200 {success:true} whether or not the event counted.
export const POST = route(async (request, { body: input }) => {
  const known = visitorIdFromCookies(request.headers.get("cookie"));
  const visitorId = known ?? newVisitorId();
  await trackEvent({ ...input, visitorId, address: clientAddress(request) });
  const headers: Record<string, string> = {};
  if (!known) {
    const secure =
      new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
    headers["Set-Cookie"] = visitorCookie(visitorId, secure);
  }
  return json({ success: true }, { headers });
}, analyticsEndpoints.track);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
