import { z } from "zod";

import { MAX_NAME_LENGTH } from "@/lib/constants/contact";
import { DOCUMENT_TYPES } from "@/lib/constants/finance";
import { MAX_DOCUMENT_BYTES } from "@/lib/constants/uploads";
import { EXPIRY_STATUSES } from "@/lib/documents/expiry";
import { optionalDay, optionalId, optionalText, requiredText } from "@/lib/finance/fields";
import { listPageSchema } from "@/lib/lists/query";

// Documents (docs/business-rules.md "Documents", docs/business-rules.md): one set of rules for the form and the routes.

export const FILE_REQUIRED = "Selecione um arquivo";
export const TITLE_REQUIRED = "Título é obrigatório";
export const TYPE_REQUIRED = "Tipo é obrigatório";
export const DOCUMENT_TOO_LARGE = `Arquivo muito grande. Máximo ${MAX_DOCUMENT_BYTES / (1024 * 1024)}MB.`;
export const DOCUMENT_UNSUPPORTED =
  "O arquivo deve ser uma imagem (JPEG, PNG ou WebP), PDF, DOC ou DOCX sem macros.";
export const DOCUMENT_NOT_FOUND = "Documento não encontrado";
export const DOCUMENT_FILE_NOT_FOUND = "Nome do arquivo não encontrado";
export const DOCUMENT_CAR_NOT_FOUND = "Carro não encontrado";
/** Title column width (VarChar(200)). */
export const MAX_DOCUMENT_TITLE = 200;

const documentFields = {
  title: requiredText(MAX_DOCUMENT_TITLE, TITLE_REQUIRED),
  type: z.enum(DOCUMENT_TYPES, { error: TYPE_REQUIRED }),
  carId: optionalId(DOCUMENT_CAR_NOT_FOUND),
  clientName: optionalText(MAX_NAME_LENGTH),
  expiryDate: optionalDay(),
};

/** POST /api/documents and the document form (the file travels beside these fields). */
export const documentCreateSchema = z.object(documentFields);

/** PUT /api/documents/{id}: only the fields present change; without a file the stored one stays. */
export const documentUpdateSchema = z.object(documentFields).partial();

export type DocumentFormInput = z.input<typeof documentCreateSchema>;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The snake_case names the original clients read are answered beside the camelCase ones (docs/business-rules.md "Documents"). */
export const apiDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  carId: z.string().nullable(),
  car_id: z.string().nullable(),
  carLabel: z.string().nullable(),
  clientName: z.string().nullable(),
  client_name: z.string().nullable(),
  fileName: z.string().nullable(),
  file_name: z.string().nullable(),
  fileSize: z.number().int().nullable().describe("Bytes"),
  expiryDate: z.iso.date().nullable(),
  expiry_date: z.iso.date().nullable(),
  expiryStatus: z
    .enum(EXPIRY_STATUSES)
    .nullable()
    .describe("expired: vencido; expiring: vence de hoje a 2 dias à frente; valid; null sem validade"),
  createdAt: z.iso.datetime(),
  created_at: z.iso.datetime(),
});
export type ApiDocument = z.output<typeof apiDocumentSchema>;

/** GET /api/documents: a page of documents, and over every match the counts per type and expiry, and the alerts. */
export const documentListAnswerSchema = listPageSchema.extend({
  documents: z.array(apiDocumentSchema),
  summary: z.object({
    byType: z.record(z.enum(DOCUMENT_TYPES), z.number().int()),
    expiry: z.record(z.enum(EXPIRY_STATUSES), z.number().int()),
    alerts: z
      .array(apiDocumentSchema)
      .describe(
        "Até 10 vencidos ou vencendo: os que vencem primeiro antes, depois os vencidos mais recentes",
      ),
  }),
});
export type DocumentListAnswer = z.output<typeof documentListAnswerSchema>;
