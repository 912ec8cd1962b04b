import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/http/route";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";
import { updateTicketStatus } from "@/lib/tickets/service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a ticket's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(TICKET_NOT_FOUND);

// PUT /api/contact-tickets/{id}: {status} ∈ pending, resolved, proposal; other fields of the body are ignored.
// resolvedAt is set when resolved and cleared otherwise; an unknown id is 404 'Ticket não encontrado'.
export const PUT = route<{ id: string }>(
  async (request, { params }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ ticket: await updateTicketStatus(id, body) });
  },
  { permission: "tickets:access", unknownId },
);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("PUT");
