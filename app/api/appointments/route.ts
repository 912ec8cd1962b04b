import { z } from "zod";

import { appointmentListQuerySchema, INVALID_DATE } from "@/lib/appointments/schema";
import { bookAppointment, listAppointments } from "@/lib/appointments/service";
import { readJson } from "@/lib/http/body";
import { countAnonymousWrite } from "@/lib/http/anonymous-writes";
import { clientAddress } from "@/lib/http/client-address";
import { badRequest } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/http/route";
import { queryParams } from "@/lib/lists/query";
import { ticketFieldErrors } from "@/lib/tickets/schema";

// POST /api/appointments: public. Books a visit or test drive in a free 30-minute slot and opens its ticket in the
// same transaction; 409 'Horário indisponível' when the slot is full, past or outside opening hours, 409 'Limite de
// agendamentos para este telefone' past two open bookings of one phone that day. Counts, before its body is read,
// in the rate limit of POST /api/contact-tickets (10 per client address in 10 minutes, the same bucket).
export const POST = route(async (request) => {
  await countAnonymousWrite(clientAddress(request));
  const body = await readJson(request, z.unknown());
  const appointment = await bookAppointment(body);
  return json({ appointment }, { status: 201 });
});

// GET /api/appointments?from=YYYY-MM-DD&to=YYYY-MM-DD: the bookings by date and time (from defaults to today).
export const GET = route(
  async (request) => {
    const parsed = appointmentListQuerySchema.safeParse(queryParams(request.url));
    if (!parsed.success) throw badRequest(INVALID_DATE, ticketFieldErrors(parsed.error.issues));
    return json({ appointments: await listAppointments(parsed.data) });
  },
  { permission: "tickets:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
