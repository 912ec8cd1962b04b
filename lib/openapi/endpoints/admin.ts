import { auditQuerySchema, INVALID_AUDIT_ENTITY } from "@/lib/audit/schema";
import { clearDataSchema } from "@/lib/cleanup/schema";
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
      200: '{entries:[{id,at,actorId,actorEmail,entity,entityId,action,changes:{campo:[antes,depois]}}], total, page, pageSize}: mais novas primeiro; entity ∈ car, sale, expense, document, invoice, user; action ∈ create, update, delete; arquivos aparecem como "(arquivo)", senhas nunca.',
      400: `entity, entityId, actorId, page ou pageSize inválidos, ex.: ${quote(INVALID_AUDIT_ENTITY)}; ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}`,
    },
  }),
  cleanupCounts: endpoint({
    method: "get",
    path: "/api/admin/clear-data",
    tag: "Limpeza",
    summary: "Quantas linhas cada categoria apagaria",
    permission: "cleanup:run",
    responses: { 200: "{counts}" },
  }),
  clearData: endpoint({
    method: "post",
    path: "/api/admin/clear-data",
    tag: "Limpeza",
    summary: "Apagar uma categoria de dados",
    permission: "cleanup:run",
    body: clearDataSchema,
    responses: { 200: "{success:true, message, deletedCount}", 400: "Tipo desconhecido" },
  }),
};
