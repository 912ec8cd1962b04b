import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { outboxQuerySchema } from "@/lib/outbox/schema";
import { listOutbox } from "@/lib/outbox/service";

// GET /api/outbox?status=&page=&pageSize=: e-mails and webhooks, newest first (admin, developer, gerente).
export const GET = route(
  async (_request, { query }) => json(await listOutbox(query)),
  { permission: "outbox:manage", query: outboxQuerySchema },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
