import { json, route } from "@/lib/api/route";
import { bookAppointment, listAppointments } from "@/lib/appointments/service";
import { countAnonymousWrite } from "@/lib/http/anonymous-writes";
import { clientAddress } from "@/lib/http/client-address";
import { otherMethods } from "@/lib/http/methods";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";

// POST /api/appointments: public. Books a visit or test drive in a free 30-minute slot and opens its ticket in the
// same transaction; 409 'Horário indisponível' when the slot is full, past or outside opening hours, 409 'Limite de
// agendamentos para este telefone' past two open bookings of one phone that day. Counts, before its body is read,
// in the rate limit of POST /api/contact-tickets (10 per client address in 10 minutes, the same bucket).
export const POST = route(
  async (_request, { body }) => json({ appointment: await bookAppointment(body) }, { status: 201 }),
  { ...ticketEndpoints.book, beforeBody: (request: Request) => countAnonymousWrite(clientAddress(request)) },
);

// GET /api/appointments?from=YYYY-MM-DD&to=YYYY-MM-DD: the bookings by date and time (from defaults to today).
export const GET = route(
  async (_request, { query }) => json({ appointments: await listAppointments(query) }),
  ticketEndpoints.appointments,
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
