import { json, route } from "@/lib/api/route";
import { slotsOf } from "@/lib/appointments/service";
import { otherMethods } from "@/lib/http/methods";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";

// GET /api/appointments/slots?date=YYYY-MM-DD: public. The day's 30-minute slots, each available or not (full,
// past, beyond the 30-day horizon); none on a Sunday; 400 for a malformed date.
export const GET = route(
  async (_request, { query: { date } }) => json({ date, slots: await slotsOf(date) }),
  ticketEndpoints.slots,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
