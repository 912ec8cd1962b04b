import { otherMethods } from "@/lib/http/methods";
import { outboxEndpoints } from "@/lib/openapi/endpoints/outbox";
import { json, route } from "@/lib/api/route";
import { outboxMessage } from "@/lib/outbox/service";

// GET /api/outbox/{id}: one message with its text (what was, or would be, sent).
export const GET = route(async (_request, { params }) => {
  const { id } = await params;
  return json({ message: await outboxMessage(id) });
}, outboxEndpoints.read);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
