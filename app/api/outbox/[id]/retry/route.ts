import { otherMethods } from "@/lib/http/methods";
import { outboxEndpoints } from "@/lib/openapi/endpoints/outbox";
import { json, route } from "@/lib/api/route";
import { retryOutboxMessage } from "@/lib/outbox/service";

// POST /api/outbox/{id}/retry: a held, pending or failed message is sent again as soon as possible → {message};
// a sent one is 409 'Mensagem já enviada'.
export const POST = route(async (_request, { params }) => {
  const { id } = await params;
  return json({ message: await retryOutboxMessage(id) });
}, outboxEndpoints.retry);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
