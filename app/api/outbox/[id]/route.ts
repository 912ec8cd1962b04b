import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { OUTBOX_MESSAGE_NOT_FOUND } from "@/lib/outbox/schema";
import { outboxMessage } from "@/lib/outbox/service";

// GET /api/outbox/{id}: one message with its text (what was, or would be, sent).
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return json({ message: await outboxMessage(id) });
  },
  { path: "/api/outbox/{id}", permission: "outbox:manage", unknownId: () => notFound(OUTBOX_MESSAGE_NOT_FOUND) },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
