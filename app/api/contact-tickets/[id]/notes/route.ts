import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { noteSchema } from "@/lib/leads/schema";
import { addNote } from "@/lib/leads/staff";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";

// POST /api/contact-tickets/{id}/notes: {text} (1–2,000 characters) → 201 {event}; the lead's first note is its
// first response.
export const POST = route(
  async (_request, { params, actor, body }) => {
    const { id } = await params;
    return json({ event: await addNote(actor, id, body) }, { status: 201 });
  },
  { path: "/api/contact-tickets/{id}/notes", permission: "tickets:access", unknownId: () => notFound(TICKET_NOT_FOUND),
    body: noteSchema,
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
