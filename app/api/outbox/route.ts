import { otherMethods } from "@/lib/http/methods";
import { outboxEndpoints } from "@/lib/openapi/endpoints/outbox";
import { json, route } from "@/lib/api/route";
import { listOutbox } from "@/lib/outbox/service";

// GET /api/outbox?status=&page=&pageSize=: e-mails and webhooks, newest first (admin, developer, gerente).
export const GET = route(async (_request, { query }) => json(await listOutbox(query)), outboxEndpoints.list);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
