import { listAuditPage } from "@/lib/audit/service";
import { otherMethods } from "@/lib/http/methods";
import { adminEndpoints } from "@/lib/openapi/endpoints/admin";
import { json, route } from "@/lib/api/route";

// GET /api/audit: a page of the audit trail, newest first, filtered by entity, entity id and actor (docs/audit.md).
export const GET = route(
  async (_request, { query }) => json(await listAuditPage(query)),
  adminEndpoints.audit,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
