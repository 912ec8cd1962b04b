import { auditQuerySchema } from "@/lib/audit/schema";
import { listAuditPage } from "@/lib/audit/service";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";

// GET /api/audit: a page of the audit trail, newest first, filtered by entity, entity id and actor (docs/audit.md).
export const GET = route(
  async (_request, { query }) => json(await listAuditPage(query)),
  { permission: "audit:read", query: auditQuerySchema },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
