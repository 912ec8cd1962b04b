import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/api/route";
import { ticketWithEvents } from "@/lib/leads/staff";
import { TICKET_NOT_FOUND, ticketUpdateSchema } from "@/lib/tickets/schema";
import { updateTicket } from "@/lib/tickets/service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a ticket's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(TICKET_NOT_FOUND);

// GET /api/contact-tickets/{id}: the ticket with its timeline (`events`, oldest first).
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return json({ ticket: await ticketWithEvents(id) });
  },
  { path: "/api/contact-tickets/{id}", permission: "tickets:access", unknownId },
);

// PUT /api/contact-tickets/{id}: {status} ∈ pending, resolved, proposal and/or {assignedToId}; other fields of the
// body are ignored. resolvedAt is set when resolved and cleared otherwise; only gerentes, admins and developers
// give a lead to someone else (403), and only to a receiver (400); an unknown id is 404 'Ticket não encontrado'.
export const PUT = route(
  async (_request, { params, actor, body }) => {
    const { id } = await params;
    return json({ ticket: await updateTicket(actor, id, body) });
  },
  { path: "/api/contact-tickets/{id}", permission: "tickets:access", unknownId, body: ticketUpdateSchema },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("GET", "PUT");
