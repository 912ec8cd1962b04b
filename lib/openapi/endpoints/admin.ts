import { z } from "zod";

import { auditPageSchema, auditQuerySchema, INVALID_AUDIT_ENTITY } from "@/lib/audit/schema";
import { cleanupCountsSchema } from "@/lib/cleanup/plan";
import { clearDataResultSchema, clearDataSchema } from "@/lib/cleanup/schema";
import { INVALID_PAGE, INVALID_PAGE_SIZE } from "@/lib/lists/query";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";

// The audit trail's and the data cleanup's routes (app/api/audit/, app/api/admin/clear-data/): each declaration is
// what its route enforces and what /api/openapi.json says.

export const adminEndpoints = {
  audit: endpoint({
    method: "get",
    path: "/api/audit",
    tag: "Auditoria",
    summary: "Trilha de auditoria",
    permission: "audit:read",
    query: auditQuerySchema,
    responses: {
      200: { description: "Uma página da trilha, mais novas primeiro", schema: auditPageSchema },
      400: `entity, entityId, actorId, page ou pageSize inválidos, ex.: ${quote(INVALID_AUDIT_ENTITY)}; ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}`,
    },
  }),
  cleanupCounts: endpoint({
    method: "get",
    path: "/api/admin/clear-data",
    tag: "Limpeza",
    summary: "Quantas linhas cada categoria apagaria",
    permission: "cleanup:run",
    responses: {
      200: { description: "As linhas de cada categoria", schema: z.object({ counts: cleanupCountsSchema }) },
    },
  }),
  clearData: endpoint({
    method: "post",
    path: "/api/admin/clear-data",
    tag: "Limpeza",
    summary: "Apagar uma categoria de dados",
    permission: "cleanup:run",
    body: clearDataSchema,
    responses: {
      200: { description: "A categoria foi apagada, numa transação", schema: clearDataResultSchema },
      400: "Tipo desconhecido",
    },
  }),
};
