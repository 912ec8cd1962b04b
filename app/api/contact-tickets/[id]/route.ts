import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/http/route";
import { updateTicketStatus } from "@/lib/tickets/service";

// PUT /api/contact-tickets/{id}: {status} ∈ pending, resolved, proposal; other fields of the body are ignored.
// resolvedAt is set when resolved and cleared otherwise; an unknown id is 404 'Ticket não encontrado'.
export const PUT = route<{ id: string }>(
  async (request, { params }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ ticket: await updateTicketStatus(id, body) });
  },
  { permission: "tickets:access" },
);
