import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { addNote } from "@/lib/leads/staff";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";

// POST /api/contact-tickets/{id}/notes: {text} (1–2,000 characters) → 201 {event}; the lead's first note is its
// first response.
export const POST = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ event: await addNote(actor, id, body) }, { status: 201 });
  },
  { permission: "tickets:access", unknownId: () => notFound(TICKET_NOT_FOUND) },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
