import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { addNote } from "@/lib/leads/staff";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";

// POST /api/contact-tickets/{id}/notes: {text} (1–2,000 characters) → 201 {event}; the lead's first note is its
// first response.
export const POST = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ event: await addNote(actor, id, body) }, { status: 201 });
}, ticketEndpoints.addNote);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
