import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { OUTBOX_MESSAGE_NOT_FOUND } from "@/lib/outbox/schema";
import { retryOutboxMessage } from "@/lib/outbox/service";

// POST /api/outbox/{id}/retry: a held, pending or failed message is sent again as soon as possible → {message};
// a sent one is 409 'Mensagem já enviada'.
export const POST = route(
  async (_request, { params }) => {
    const { id } = await params;
    return json({ message: await retryOutboxMessage(id) });
  },
  { path: "/api/outbox/{id}/retry", permission: "outbox:manage", unknownId: () => notFound(OUTBOX_MESSAGE_NOT_FOUND) },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
