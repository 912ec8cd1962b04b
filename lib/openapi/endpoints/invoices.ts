import { z } from "zod";

import { notFound } from "@/lib/http/errors";
import {
  apiInvoiceSchema,
  DUPLICATE_INVOICE_NUMBER,
  invoiceCreateSchema,
  invoiceListAnswerSchema,
  INVOICE_NOT_FOUND,
  invoiceUpdateSchema,
} from "@/lib/invoices/schema";
import { invoiceListQuerySchema } from "@/lib/lists/query";
import { LIST_PAGE_NOTE, LIST_QUERY_ERRORS, successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";

// The invoices' routes (app/api/invoices/): each declaration is what its route enforces and what /api/openapi.json says.

/** An {id} that cannot be an invoice's is answered like an unknown one, before anything else reads it. */
const unknownId = () => notFound(INVOICE_NOT_FOUND);
const tag = "Notas fiscais";
const invoiceAnswer = z.object({ invoice: apiInvoiceSchema });

export const invoiceEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/invoices",
    tag,
    summary: "Lista de notas fiscais",
    permission: "invoices:access",
    query: invoiceListQuerySchema,
    responses: {
      200: {
        description: `Uma página de notas: mais novas primeiro (sem sort); os totais deixam de fora as canceladas. ${LIST_PAGE_NOTE}`,
        schema: invoiceListAnswerSchema,
      },
      400: LIST_QUERY_ERRORS,
    },
  }),
  create: endpoint({
    method: "post",
    path: "/api/invoices",
    tag,
    summary: "Emitir nota (número vazio: gerado NFAAAAMM0001)",
    permission: "invoices:access",
    body: invoiceCreateSchema,
    responses: {
      201: { description: "A nota emitida", schema: invoiceAnswer },
      409: quote(DUPLICATE_INVOICE_NUMBER),
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/invoices/{id}",
    tag,
    summary: "Alterar nota (ou só {status})",
    permission: "invoices:access",
    unknownId,
    body: invoiceUpdateSchema,
    // An unknown invoice is 404 whatever the body holds: the service validates it once the invoice is found.
    deferBodyValidation: true,
    responses: {
      200: { description: "A nota alterada", schema: invoiceAnswer },
      404: quote(INVOICE_NOT_FOUND),
      409: quote(DUPLICATE_INVOICE_NUMBER),
    },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/invoices/{id}",
    tag,
    summary: "Excluir nota",
    permission: "invoices:access",
    unknownId,
    responses: {
      200: { description: "A nota foi excluída", schema: successAnswer },
      404: quote(INVOICE_NOT_FOUND),
    },
  }),
};
