import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { queryParams } from "@/lib/lists/query";
import { outboxQuerySchema } from "@/lib/outbox/schema";
import { listOutbox } from "@/lib/outbox/service";

// GET /api/outbox?status=&page=&pageSize=: e-mails and webhooks, newest first (admin, developer, gerente).
export const GET = route(
  async (request) => json(await listOutbox(outboxQuerySchema.parse(queryParams(request.url)))),
  { permission: "outbox:manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
