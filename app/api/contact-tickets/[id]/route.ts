import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/http/route";
import { ticketWithEvents } from "@/lib/leads/staff";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";
import { updateTicket } from "@/lib/leads/ticket-service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a ticket's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(TICKET_NOT_FOUND);

// GET /api/contact-tickets/{id}: the ticket with its timeline (`events`, oldest first).
export const GET = route<{ id: string }>(
  async (_request, { params }) => {
    const { id } = await params;
    return json({ ticket: await ticketWithEvents(id) });
  },
  { permission: "tickets:access", unknownId },
);

// PUT /api/contact-tickets/{id}: {status} ∈ pending, resolved, proposal and/or {assignedToId}; other fields of the
// body are ignored. resolvedAt is set when resolved and cleared otherwise; only gerentes, admins and developers
// give a lead to someone else (403), and only to a receiver (400); an unknown id is 404 'Ticket não encontrado'.
export const PUT = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ ticket: await updateTicket(actor, id, body) });
  },
  { permission: "tickets:access", unknownId },
);

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods("GET", "PUT");
