import { z } from "zod";

import {
  apiDocumentSchema,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_TOO_LARGE,
  documentCreateSchema,
  documentListAnswerSchema,
  documentUpdateSchema,
  FILE_REQUIRED,
  TITLE_REQUIRED,
} from "@/lib/documents/schema";
import {
  apiExpenseSchema,
  expenseCreateSchema,
  expenseListAnswerSchema,
  EXPENSE_NOT_FOUND,
  expenseUpdateSchema,
  RECEIPT_NOT_FOUND,
  RECEIPT_TOO_LARGE,
} from "@/lib/expenses/schema";
import { notFound } from "@/lib/http/errors";
import { documentListQuerySchema, expenseListQuerySchema } from "@/lib/lists/query";
import { LIST_PAGE_NOTE, LIST_QUERY_ERRORS, successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";

// The expenses' and documents' routes, whose files are kept privately (app/api/expenses/, app/api/documents/): each
// declaration is what its route enforces and what /api/openapi.json says. Their bodies are multipart (or JSON),
// read by the handler itself (lib/files/upload.ts) and validated by the service.

const STORAGE_QUOTA_FULL = "A cota de armazenamento de documentos e comprovantes está cheia";
const unknownExpense = () => notFound(EXPENSE_NOT_FOUND);
const unknownDocument = () => notFound(DOCUMENT_NOT_FOUND);
const expenseAnswer = z.object({ expense: apiExpenseSchema });
const documentAnswer = z.object({ document: apiDocumentSchema });

export const expenseEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/expenses",
    tag: "Despesas",
    summary: "Lista de despesas",
    permission: "expenses:access",
    query: expenseListQuerySchema,
    responses: {
      200: {
        description: `Uma página de despesas: mais novas primeiro (sem sort). ${LIST_PAGE_NOTE}`,
        schema: expenseListAnswerSchema,
      },
      400: LIST_QUERY_ERRORS,
    },
  }),
  create: endpoint({
    method: "post",
    path: "/api/expenses",
    tag: "Despesas",
    summary: "Lançar despesa (comprovante opcional)",
    permission: "expenses:access",
    form: { schema: expenseCreateSchema, files: { receipt: { required: false } }, json: true },
    responses: {
      201: { description: "A despesa lançada", schema: expenseAnswer },
      413: quote(RECEIPT_TOO_LARGE),
      415: "O comprovante não é imagem nem PDF",
      507: STORAGE_QUOTA_FULL,
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/expenses/{id}",
    tag: "Despesas",
    summary: "Alterar despesa",
    permission: "expenses:access",
    unknownId: unknownExpense,
    form: { schema: expenseUpdateSchema, files: { receipt: { required: false } }, json: true },
    responses: {
      200: { description: "A despesa alterada", schema: expenseAnswer },
      404: quote(EXPENSE_NOT_FOUND),
      413: quote(RECEIPT_TOO_LARGE),
      415: "O comprovante não é imagem nem PDF",
    },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/expenses/{id}",
    tag: "Despesas",
    summary: "Excluir despesa e comprovante",
    permission: "expenses:access",
    unknownId: unknownExpense,
    responses: {
      200: { description: "A despesa e o comprovante foram excluídos", schema: successAnswer },
      404: quote(EXPENSE_NOT_FOUND),
    },
  }),
  receipt: endpoint({
    method: "get",
    path: "/api/expenses/{id}/receipt",
    tag: "Despesas",
    summary: "Baixar comprovante",
    permission: "expenses:access",
    unknownId: () => notFound(RECEIPT_NOT_FOUND),
    produces: "application/octet-stream",
    responses: { 200: "O arquivo, como anexo, com o tipo real", 404: quote(RECEIPT_NOT_FOUND) },
  }),
};

export const documentEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/documents",
    tag: "Documentos",
    summary: "Lista de documentos",
    permission: "documents:access",
    query: documentListQuerySchema,
    responses: {
      200: {
        description: `Uma página de documentos: mais novos primeiro (sem sort). ${LIST_PAGE_NOTE}`,
        schema: documentListAnswerSchema,
      },
      400: LIST_QUERY_ERRORS,
    },
  }),
  create: endpoint({
    method: "post",
    path: "/api/documents",
    tag: "Documentos",
    summary: "Enviar documento",
    permission: "documents:access",
    form: { schema: documentCreateSchema, files: { file: { required: true } }, json: false },
    responses: {
      201: { description: "O documento guardado", schema: documentAnswer },
      400: `${quote(FILE_REQUIRED)}; ${quote(TITLE_REQUIRED)}`,
      413: quote(DOCUMENT_TOO_LARGE),
      415: "Não é imagem, PDF, DOC nem DOCX",
      507: STORAGE_QUOTA_FULL,
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/documents/{id}",
    tag: "Documentos",
    summary: "Alterar documento (sem arquivo mantém o guardado)",
    permission: "documents:access",
    unknownId: unknownDocument,
    form: { schema: documentUpdateSchema, files: { file: { required: false } }, json: true },
    responses: {
      200: { description: "O documento alterado", schema: documentAnswer },
      404: quote(DOCUMENT_NOT_FOUND),
      413: quote(DOCUMENT_TOO_LARGE),
    },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/documents/{id}",
    tag: "Documentos",
    summary: "Excluir documento",
    permission: "documents:access",
    unknownId: unknownDocument,
    responses: {
      200: { description: "O documento e o arquivo foram excluídos", schema: successAnswer },
      404: quote(DOCUMENT_NOT_FOUND),
    },
  }),
  download: endpoint({
    method: "get",
    path: "/api/documents/{id}/download",
    tag: "Documentos",
    summary: "Baixar documento",
    permission: "documents:access",
    unknownId: unknownDocument,
    produces: "application/octet-stream",
    responses: { 200: "O arquivo, como anexo, com o tipo real", 404: quote(DOCUMENT_NOT_FOUND) },
  }),
};
