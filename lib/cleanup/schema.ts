import { z } from "zod";

import { CLEAR_DATA_TYPES } from "@/lib/constants/admin";

// POST /api/admin/clear-data (docs/business-rules.md "Data cleanup"): {dataType}. Texts of docs/permissions.md and docs/texts.md. No server imports.

export type ClearDataType = (typeof CLEAR_DATA_TYPES)[number];

export const INVALID_DATA_TYPE = `Tipo de dados inválido. Use ${CLEAR_DATA_TYPES.join(", ")}.`;

export const clearDataSchema = z.object({
  dataType: z.enum(CLEAR_DATA_TYPES, { error: INVALID_DATA_TYPE }),
});

/** POST /api/admin/clear-data: what was deleted, in the confirmation's words. */
export const clearDataResultSchema = z.object({
  success: z.literal(true),
  message: z.string().describe("O que foi apagado, em pt-BR"),
  deletedCount: z.number().int(),
});
export type ClearDataResult = z.output<typeof clearDataResultSchema>;

export const CLEANUP_TEXTS = {
  restricted: "Acesso restrito apenas para Gerentes e Administradores.",
  denied: { title: "Acesso Negado", description: "Você não tem permissão para esta ação." },
  errorTitle: "Erro ao Limpar Dados",
  unknownError: "Erro desconhecido ao limpar dados",
} as const;
