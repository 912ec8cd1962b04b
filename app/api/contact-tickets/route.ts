import { json, route } from "@/lib/api/route";
import { countAnonymousWrite } from "@/lib/http/anonymous-writes";
import { clientAddress } from "@/lib/http/client-address";
import { otherMethods } from "@/lib/http/methods";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";
import { listTicketPage } from "@/lib/tickets/queries";
import { createTicket } from "@/lib/leads/ticket-service";

// POST /api/contact-tickets: public. A contact message, or a purchase proposal when the body has carId (its car
// snapshot comes from the database). More than 10 from one client address in 10 minutes → 429, counted before
// the body is read (refused requests count too).
export const POST = route(
  async (_request, { body }) => json({ ticket: await createTicket(body) }, { status: 201 }),
  {
    ...ticketEndpoints.create,
    beforeBody: (request: Request) => countAnonymousWrite(clientAddress(request)),
  },
);

// GET /api/contact-tickets: a page of the tickets tab's list matching `q`; pending and proposal first, then
// newest, unless sorted; resolved tickets leave the list 12 hours after being resolved (the database keeps them);
// assignedTo = me, none or a user id keeps one owner's leads.
export const GET = route(
  async (_request, { actor, query }) => json(await listTicketPage(query, actor)),
  ticketEndpoints.list,
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
