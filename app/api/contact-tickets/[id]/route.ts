import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { ticketWithEvents } from "@/lib/leads/staff";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";
import { updateTicket } from "@/lib/leads/ticket-service";

// GET /api/contact-tickets/{id}: the ticket with its timeline (`events`, oldest first).
export const GET = route(async (_request, { params }) => {
  const { id } = await params;
  return json({ ticket: await ticketWithEvents(id) });
}, ticketEndpoints.read);

// PUT /api/contact-tickets/{id}: {status} ∈ pending, resolved, proposal and/or {assignedToId}; other fields of the
// body are ignored. resolvedAt is set when resolved and cleared otherwise; only gerentes, admins and developers
// give a lead to someone else (403), and only to a receiver (400); an unknown id is 404 'Ticket não encontrado'.
export const PUT = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ ticket: await updateTicket(actor, id, body) });
}, ticketEndpoints.update);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("GET", "PUT");
