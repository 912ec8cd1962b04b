import { INVALID_DATE, slotsQuerySchema } from "@/lib/appointments/schema";
import { slotsOf } from "@/lib/appointments/service";
import { badRequest } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { queryParams } from "@/lib/lists/query";

// GET /api/appointments/slots?date=YYYY-MM-DD: public. The day's 30-minute slots, each available or not (full,
// past, beyond the 30-day horizon); none on a Sunday; 400 for a malformed date.
export const GET = route(async (request) => {
  const parsed = slotsQuerySchema.safeParse(queryParams(request.url));
  if (!parsed.success) throw badRequest(INVALID_DATE, { date: INVALID_DATE });
  const { date } = parsed.data;
  return json({ date, slots: await slotsOf(date) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
