import { z } from "zod";

import { trackSchema } from "@/lib/analytics/schema";
import { auditQuerySchema, INVALID_AUDIT_ENTITY } from "@/lib/audit/schema";
import {
  APPOINTMENT_NOT_FOUND,
  appointmentInputSchema,
  appointmentListQuerySchema,
  INVALID_DATE,
  PHONE_LIMIT,
  SLOT_UNAVAILABLE,
  slotsQuerySchema,
} from "@/lib/appointments/schema";
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  SIGN_IN_RATE_LIMITED,
  SIGN_UP_RATE_LIMITED,
} from "@/lib/auth/messages";
import { MUST_CHANGE_PASSWORD, NOT_SIGNED_IN } from "@/lib/auth/guard";
import {
  changePasswordSchema,
  PASSWORD_TOO_SHORT,
  signInSchema,
  signUpSchema,
  WRONG_CURRENT_PASSWORD,
} from "@/lib/auth/schema";
import type { Permission } from "@/lib/auth/permissions";
import { carQuerySchema } from "@/lib/cars/filters";
import { CAR_LIMIT_REACHED, CAR_REQUIRED_FIELDS, TOO_MANY_IMAGES } from "@/lib/cars/messages";
import { carCreateSchema, carUpdateSchema, FIPE_ALL_OR_NONE } from "@/lib/cars/schema";
import { clearDataSchema } from "@/lib/cleanup/schema";
import { TICKET_RATE_LIMIT_MESSAGE } from "@/lib/constants";
import {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_TOO_LARGE,
  documentCreateSchema,
  documentUpdateSchema,
  FILE_REQUIRED,
  TITLE_REQUIRED,
} from "@/lib/documents/schema";
import {
  expenseCreateSchema,
  EXPENSE_NOT_FOUND,
  expenseUpdateSchema,
  RECEIPT_NOT_FOUND,
  RECEIPT_TOO_LARGE,
} from "@/lib/expenses/schema";
import { ROUTE_NOT_FOUND } from "@/lib/http/messages";
import { METRICS_TOKEN_REQUIRED } from "@/lib/metrics/access";
import {
  FUNNEL_MAX_CARS,
  FUNNEL_RANGE_REVERSED,
  FUNNEL_RANGE_TOO_LONG,
  funnelRangeSchema,
  INVALID_FUNNEL_DATE,
} from "@/lib/reports/funnel";
import { carReportQuerySchema } from "@/lib/reports/query";
import {
  documentListQuerySchema,
  expenseListQuerySchema,
  exportQuerySchema,
  INVALID_ORDER,
  INVALID_PAGE,
  INVALID_PAGE_SIZE,
  invoiceListQuerySchema,
  saleListQuerySchema,
  ticketListQuerySchema,
  userListQuerySchema,
} from "@/lib/lists/query";
import {
  DUPLICATE_INVOICE_NUMBER,
  invoiceCreateSchema,
  INVOICE_NOT_FOUND,
  invoiceUpdateSchema,
} from "@/lib/invoices/schema";
import {
  OWN_SALES_ONLY,
  saleCreateSchema,
  SALE_NOT_FOUND,
  SALE_PRICE_NOT_POSITIVE,
  SALE_PRICE_TOO_HIGH,
  saleUpdateSchema,
  SELECT_VALID_CAR,
} from "@/lib/sales/schema";
import {
  INVALID_TICKET_STATUS,
  TICKET_NOT_FOUND,
  ticketInputSchema,
  ticketStatusSchema,
} from "@/lib/tickets/schema";
import { INVALID_PLATE } from "@/lib/trade-ins/plate";
import { TOO_MANY_PHOTOS, TRADE_IN_PHOTO_NOT_FOUND, tradeInSchema } from "@/lib/trade-ins/schema";
import { PROTECTED_PASSWORD, setRoleSchema, USER_NOT_FOUND } from "@/lib/users/schema";

// Every operation of the HTTP API, with the zod schema its handler validates the request with and what it answers.
// The OpenAPI document (GET /api/openapi.json) is built from this table, and a test checks it against the route
// files both ways. Roles and business rules that a schema cannot express are in docs/.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** A schema the request is validated with: zod classic or zod/mini, both convert to JSON Schema. */
export type RequestSchema = z.core.$ZodType;

export type RequestBody =
  | { kind: "json"; schema: RequestSchema; description?: string }
  /** multipart/form-data: the fields of `schema` plus the named file parts; `json` tells whether JSON is accepted too. */
  | { kind: "multipart"; schema: RequestSchema; files: Record<string, { required: boolean }>; json: boolean }
  | { kind: "text"; schema: RequestSchema; description: string };

export type Operation = {
  path: string;
  method: Method;
  tag: string;
  summary: string;
  /** The permission of the role table the route requires; none: anyone may call it. */
  permission?: Permission;
  query?: RequestSchema;
  body?: RequestBody;
  /** Status → description; error descriptions quote the pt-BR `error` text the client receives. */
  responses: Record<number, string>;
  /** The success answer is a file (CSV or a stored upload) rather than JSON. */
  produces?: string;
};

const id = "{id}";
const quote = (message: string) => JSON.stringify({ error: message });
const LIST_PAGE_NOTE =
  "total conta os itens que casam com q; summary cobre todos eles, não só a página. q: cada palavra, em qualquer ordem, sem diferenciar maiúsculas nem acentos. Página além da última: lista vazia.";
const LIST_QUERY_ERRORS = `page, pageSize, q, sort ou order inválidos, ex.: ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}; ${quote(INVALID_ORDER)}`;
const CAR_NOT_FOUND = "Carro não encontrado";
const SALE_DOCUMENT_ANSWER =
  "O PDF, como anexo: a loja (nome, CNPJ, endereço), o comprador com o CPF/CNPJ completo, o carro (com placa, RENAVAM e chassi quando cadastrados), o valor em números e por extenso, a forma de pagamento, a data e as linhas de assinatura";
const STORAGE_QUOTA_FULL = "A cota de armazenamento de documentos e comprovantes está cheia";

/** The upload route validates `folder` and the file; described here since the handler reads the form itself. */
const imageUploadFields = z.object({
  folder: z.string().optional().describe("pasta de destino; padrão `anuncios`"),
});
/** The handler accepts any `publicId` and refuses a missing or malformed one itself (400). */
const deleteImageBody = z.object({ publicId: z.string() });

export const OPERATIONS: readonly Operation[] = [
  {
    path: "/api/health",
    method: "get",
    tag: "Sistema",
    summary: "Estado do app e do banco",
    responses: { 200: '{"status":"ok","db":"ok"}', 503: '{"status":"error","db":"down"}' },
  },
  {
    path: "/api/health/live",
    method: "get",
    tag: "Sistema",
    summary: "Vivacidade: o processo responde, com ou sem banco",
    responses: { 200: '{"status":"ok"}' },
  },
  {
    path: "/api/metrics",
    method: "get",
    tag: "Sistema",
    summary: "Métricas no formato de texto do Prometheus (Authorization: Bearer METRICS_TOKEN)",
    responses: {
      200: "Métricas: requisições HTTP por rota e status (contagem e duração), pool do banco, fila do outbox, processo Node.js",
      401: quote(METRICS_TOKEN_REQUIRED),
      404: `Sem METRICS_TOKEN configurado: ${quote(ROUTE_NOT_FOUND)}`,
    },
    produces: "text/plain",
  },
  {
    path: "/api/openapi.json",
    method: "get",
    tag: "Sistema",
    summary: "Este documento OpenAPI",
    responses: { 200: "O documento OpenAPI 3.1 da API" },
  },

  {
    path: "/api/auth/register",
    method: "post",
    tag: "Autenticação",
    summary: "Criar conta (já entra logado)",
    body: { kind: "json", schema: signUpSchema },
    responses: {
      201: "{user:{id,email,name,role}} e o cookie de sessão",
      400: "E-mail inválido ou senha com menos de 6 caracteres",
      409: quote(EMAIL_TAKEN),
      429: quote(SIGN_UP_RATE_LIMITED),
    },
  },
  {
    path: "/api/auth/login",
    method: "post",
    tag: "Autenticação",
    summary: "Entrar",
    body: { kind: "json", schema: signInSchema },
    responses: {
      200: "{user:{id,email,name,role}} e o cookie de sessão; com senha provisória também mustChangePassword:true",
      401: quote(INVALID_CREDENTIALS),
      429: quote(SIGN_IN_RATE_LIMITED),
    },
  },
  {
    path: "/api/auth/logout",
    method: "post",
    tag: "Autenticação",
    summary: "Sair: a sessão deixa de valer no servidor",
    responses: { 200: '{"success":true}' },
  },
  {
    path: "/api/auth/password",
    method: "put",
    tag: "Autenticação",
    summary: "Alterar a própria senha: as outras sessões da conta terminam",
    body: { kind: "json", schema: changePasswordSchema },
    responses: {
      200: '{"success":true} e um novo cookie de sessão',
      400: `${quote(WRONG_CURRENT_PASSWORD)} (conta como tentativa de login falha) ou ${quote(PASSWORD_TOO_SHORT)}`,
      401: quote(NOT_SIGNED_IN),
      429: quote(SIGN_IN_RATE_LIMITED),
    },
  },
  {
    path: "/api/auth/session",
    method: "get",
    tag: "Autenticação",
    summary: "Sessão atual (next-auth)",
    responses: { 200: "{user:{id,email,name,role}, expires}, ou {} sem sessão" },
  },
  {
    path: "/api/auth/{nextauth}",
    method: "get",
    tag: "Autenticação",
    summary: "Demais rotas do next-auth (csrf, providers, session)",
    responses: { 200: "Resposta do next-auth" },
  },
  {
    path: "/api/auth/{nextauth}",
    method: "post",
    tag: "Autenticação",
    summary: "Rotas POST do next-auth (signout, callback)",
    responses: { 200: "Resposta do next-auth" },
  },

  {
    path: "/api/cars",
    method: "get",
    tag: "Carros",
    summary:
      "Estoque com os filtros do showroom, na ordem de sort (sem ela: destaques, depois os mais novos)",
    query: carQuerySchema,
    responses: {
      200: "{cars:[car], total}; preço de compra só para quem tem a permissão cars:write",
      400: "Limite de filtro não numérico; sort desconhecido",
    },
  },
  {
    path: "/api/cars",
    method: "post",
    tag: "Carros",
    summary: "Cadastrar carro",
    permission: "cars:write",
    body: { kind: "json", schema: carCreateSchema },
    responses: {
      201: "{car}",
      400: `${quote(CAR_REQUIRED_FIELDS)} com fields; ${quote(TOO_MANY_IMAGES)}; ${quote(FIPE_ALL_OR_NONE)} com fields`,
      409: quote(CAR_LIMIT_REACHED),
    },
  },
  {
    path: `/api/cars/${id}`,
    method: "get",
    tag: "Carros",
    summary: "Um carro (vendidos também)",
    responses: {
      200: "{car}; car.priceDrop {from, to, changedAt} quando o preço baixou nos últimos 30 dias (senão null); car.priceHistory [{price, changedAt, by}] do mais recente ao mais antigo só para quem tem a permissão cars:write",
      404: quote(CAR_NOT_FOUND),
    },
  },
  {
    path: `/api/cars/${id}`,
    method: "put",
    tag: "Carros",
    summary: "Alterar carro (só os campos enviados)",
    permission: "cars:write",
    body: { kind: "json", schema: carUpdateSchema },
    responses: {
      200: "{car}; fotos retiradas da lista são apagadas do armazenamento",
      400: `${quote(CAR_REQUIRED_FIELDS)}; ${quote(FIPE_ALL_OR_NONE)} com fields (os três campos FIPE vão juntos)`,
      404: quote(CAR_NOT_FOUND),
    },
  },
  {
    path: `/api/cars/${id}`,
    method: "delete",
    tag: "Carros",
    summary: "Excluir carro e suas fotos",
    permission: "cars:write",
    responses: { 200: "{success:true, imagesDeletionSummary:{deleted, failed}}", 404: quote(CAR_NOT_FOUND) },
  },
  {
    path: "/api/uploads/images",
    method: "post",
    tag: "Carros",
    summary: "Enviar foto (JPEG, PNG, WebP, AVIF, HEIC/HEIF)",
    permission: "cars:write",
    body: { kind: "multipart", schema: imageUploadFields, files: { file: { required: true } }, json: false },
    responses: {
      201: "{secure_url, public_id, width, height, format}",
      413: "Arquivo acima de 15 MB (recusado enquanto chega)",
      415: '{"error":"<arquivo> não é uma imagem válida"}',
    },
  },
  {
    path: "/api/cloudinary/delete-image",
    method: "delete",
    tag: "Carros",
    summary: "Apagar foto enviada que nenhum carro usa",
    permission: "cars:write",
    body: { kind: "json", schema: deleteImageBody },
    responses: {
      200: '{"success":true}',
      400: "publicId ausente ou malformado",
      404: "Foto desconhecida",
      409: "A foto ainda é usada por um carro",
    },
  },

  {
    path: "/api/contact-tickets",
    method: "post",
    tag: "Atendimento",
    summary: "Mensagem de contato, ou proposta quando há carId",
    body: { kind: "json", schema: ticketInputSchema },
    responses: {
      201: "{ticket:{id,status}}",
      400: "Campos obrigatórios vazios ou telefone inválido",
      429: quote(TICKET_RATE_LIMIT_MESSAGE),
    },
  },
  {
    path: "/api/contact-tickets",
    method: "get",
    tag: "Atendimento",
    summary: "Lista de tickets",
    permission: "tickets:access",
    query: ticketListQuerySchema,
    responses: {
      200: `{tickets:[ticket], total, page, pageSize, summary:{open}}: pendentes e propostas primeiro, depois os mais novos (sem sort). ${LIST_PAGE_NOTE}`,
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: `/api/contact-tickets/${id}`,
    method: "put",
    tag: "Atendimento",
    summary: "Mudar status do ticket",
    permission: "tickets:access",
    body: { kind: "json", schema: ticketStatusSchema },
    responses: { 200: "{ticket}", 400: quote(INVALID_TICKET_STATUS), 404: quote(TICKET_NOT_FOUND) },
  },
  {
    path: "/api/trade-ins",
    method: "post",
    tag: "Atendimento",
    summary:
      "Pedido de avaliação do usado ('Avalie seu usado'), com até 6 fotos (JPEG, PNG, WebP, HEIC/HEIF)",
    body: { kind: "multipart", schema: tradeInSchema, files: { photos: { required: false } }, json: false },
    responses: {
      201: "{ticket:{id,status}}: assunto avaliacao-veiculo, status pending; fotos guardadas em até 1920 × 1920 px",
      400: `Campos obrigatórios vazios, telefone inválido, ${quote(INVALID_PLATE)} ou ${quote(TOO_MANY_PHOTOS)}`,
      413: "Foto acima de 15 MB ou corpo acima de 6 fotos (recusado enquanto chega)",
      415: '{"error":"<arquivo> não é uma imagem válida"} (recusado pelos primeiros bytes da foto)',
      429: `${quote(TICKET_RATE_LIMIT_MESSAGE)}: contado antes de ler o corpo, pedidos recusados também`,
      507: `{"error":"Armazenamento insuficiente"}: a cota das fotos dos visitantes (VISITOR_STORAGE_QUOTA_BYTES) está cheia`,
    },
  },
  {
    path: "/api/trade-ins/{ticketId}/photos",
    method: "delete",
    tag: "Atendimento",
    summary: "Excluir as fotos de um pedido de avaliação (o ticket continua)",
    permission: "tickets:access",
    responses: { 200: "{success:true}", 404: quote(TICKET_NOT_FOUND) },
  },
  {
    path: "/api/trade-ins/{ticketId}/photos/{n}",
    method: "get",
    tag: "Atendimento",
    summary: "Baixar a n-ésima foto (0 = primeira) de um pedido de avaliação",
    permission: "tickets:access",
    produces: "application/octet-stream",
    responses: {
      200: "A foto, como anexo, sem metadados",
      404: `${quote(TICKET_NOT_FOUND)} ou ${quote(TRADE_IN_PHOTO_NOT_FOUND)}`,
    },
  },

  {
    path: "/api/appointments/slots",
    method: "get",
    tag: "Atendimento",
    summary: "Horários de visita e test drive de um dia (30 min, horário de São Paulo)",
    query: slotsQuerySchema,
    responses: {
      200: "{date, slots:[{time:'HH:MM', available}]}; vazio no domingo",
      400: quote(INVALID_DATE),
    },
  },
  {
    path: "/api/appointments",
    method: "post",
    tag: "Atendimento",
    summary: "Agendar visita ou test drive (abre um ticket agendamento-visita)",
    body: { kind: "json", schema: appointmentInputSchema },
    responses: {
      201: "{appointment:{id, date, time, kind, carId, cancelledAt}}",
      400: `Data malformada, horário fora da grade de 30 minutos, campos obrigatórios vazios, telefone inválido ou ${quote(CAR_NOT_FOUND)}`,
      409: `${quote(SLOT_UNAVAILABLE)}, ou ${quote(PHONE_LIMIT)} (já há 2 agendamentos abertos deste telefone no dia)`,
      429: `${quote(TICKET_RATE_LIMIT_MESSAGE)}: contado antes de ler o corpo, pedidos recusados também`,
    },
  },
  {
    path: "/api/appointments/{id}/cancel",
    method: "post",
    tag: "Atendimento",
    summary: "Cancelar um agendamento: o horário e a vaga diária do telefone ficam livres; o ticket continua",
    permission: "tickets:access",
    responses: { 200: "{appointment} com cancelledAt", 404: quote(APPOINTMENT_NOT_FOUND) },
  },
  {
    path: "/api/appointments",
    method: "get",
    tag: "Atendimento",
    summary: "Agendamentos por data e horário (from: hoje por padrão)",
    permission: "tickets:access",
    query: appointmentListQuerySchema,
    responses: {
      200: "{appointments:[{id, date, time, kind, carId, ticketId, name, phone, email, status, car, createdAt}]}",
      400: quote(INVALID_DATE),
    },
  },

  {
    path: "/api/sales",
    method: "get",
    tag: "Vendas",
    summary: "Lista de vendas",
    permission: "sales:access",
    query: saleListQuerySchema,
    responses: {
      200: `{sales, total, page, pageSize, summary:{closedTotal, byStatus:{negotiating, closed, cancelled}}}: mais novas primeiro (sem sort). ${LIST_PAGE_NOTE}`,
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/sales",
    method: "post",
    tag: "Vendas",
    summary: "Registrar venda",
    permission: "sales:access",
    body: { kind: "json", schema: saleCreateSchema },
    responses: {
      201: "{sale}",
      400: `${quote(SELECT_VALID_CAR)}; ${quote(SALE_PRICE_TOO_HIGH)}; ${quote(SALE_PRICE_NOT_POSITIVE)}`,
    },
  },
  {
    path: `/api/sales/${id}`,
    method: "put",
    tag: "Vendas",
    summary: "Alterar venda (ou só {status})",
    permission: "sales:access",
    body: { kind: "json", schema: saleUpdateSchema },
    responses: { 200: "{sale}", 403: quote(OWN_SALES_ONLY), 404: quote(SALE_NOT_FOUND) },
  },
  {
    path: `/api/sales/${id}`,
    method: "delete",
    tag: "Vendas",
    summary: "Excluir venda",
    permission: "sales:access",
    responses: { 200: '{"success":true}', 403: quote(OWN_SALES_ONLY), 404: quote(SALE_NOT_FOUND) },
  },
  {
    path: `/api/sales/${id}/receipt.pdf`,
    method: "get",
    tag: "Vendas",
    summary: "Recibo da venda (PDF)",
    permission: "sales:access",
    produces: "application/pdf",
    responses: {
      200: SALE_DOCUMENT_ANSWER,
      403: quote(OWN_SALES_ONLY),
      404: quote(SALE_NOT_FOUND),
    },
  },
  {
    path: `/api/sales/${id}/contract.pdf`,
    method: "get",
    tag: "Vendas",
    summary: "Contrato de compra e venda do veículo (PDF)",
    permission: "sales:access",
    produces: "application/pdf",
    responses: {
      200: SALE_DOCUMENT_ANSWER,
      403: quote(OWN_SALES_ONLY),
      404: quote(SALE_NOT_FOUND),
    },
  },
  {
    path: `/api/sales/${id}/warranty.pdf`,
    method: "get",
    tag: "Vendas",
    summary: "Termo de garantia de 90 dias (PDF)",
    permission: "sales:access",
    produces: "application/pdf",
    responses: {
      200: SALE_DOCUMENT_ANSWER,
      403: quote(OWN_SALES_ONLY),
      404: quote(SALE_NOT_FOUND),
    },
  },

  {
    path: "/api/expenses",
    method: "get",
    tag: "Despesas",
    summary: "Lista de despesas",
    permission: "expenses:access",
    query: expenseListQuerySchema,
    responses: {
      200: `{expenses, total, page, pageSize, summary:{total, byCategory:{<categoria>: valor}}}: mais novas primeiro (sem sort). ${LIST_PAGE_NOTE}`,
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/expenses",
    method: "post",
    tag: "Despesas",
    summary: "Lançar despesa (comprovante opcional)",
    permission: "expenses:access",
    body: {
      kind: "multipart",
      schema: expenseCreateSchema,
      files: { receipt: { required: false } },
      json: true,
    },
    responses: {
      201: "{expense}",
      413: quote(RECEIPT_TOO_LARGE),
      415: "O comprovante não é imagem nem PDF",
      507: STORAGE_QUOTA_FULL,
    },
  },
  {
    path: `/api/expenses/${id}`,
    method: "put",
    tag: "Despesas",
    summary: "Alterar despesa",
    permission: "expenses:access",
    body: {
      kind: "multipart",
      schema: expenseUpdateSchema,
      files: { receipt: { required: false } },
      json: true,
    },
    responses: {
      200: "{expense}",
      404: quote(EXPENSE_NOT_FOUND),
      413: quote(RECEIPT_TOO_LARGE),
      415: "O comprovante não é imagem nem PDF",
    },
  },
  {
    path: `/api/expenses/${id}`,
    method: "delete",
    tag: "Despesas",
    summary: "Excluir despesa e comprovante",
    permission: "expenses:access",
    responses: { 200: '{"success":true}', 404: quote(EXPENSE_NOT_FOUND) },
  },
  {
    path: `/api/expenses/${id}/receipt`,
    method: "get",
    tag: "Despesas",
    summary: "Baixar comprovante",
    permission: "expenses:access",
    produces: "application/octet-stream",
    responses: { 200: "O arquivo, como anexo, com o tipo real", 404: quote(RECEIPT_NOT_FOUND) },
  },

  {
    path: "/api/documents",
    method: "get",
    tag: "Documentos",
    summary: "Lista de documentos",
    permission: "documents:access",
    query: documentListQuerySchema,
    responses: {
      200: `{documents, total, page, pageSize, summary:{byType:{<tipo>: n}, expiry:{expired, expiring, valid}, alerts:[document]}}: mais novos primeiro (sem sort); alerts: até 10 vencidos ou vencendo, os que vencem primeiro antes, depois os vencidos mais recentes. ${LIST_PAGE_NOTE}`,
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/documents",
    method: "post",
    tag: "Documentos",
    summary: "Enviar documento",
    permission: "documents:access",
    body: {
      kind: "multipart",
      schema: documentCreateSchema,
      files: { file: { required: true } },
      json: false,
    },
    responses: {
      201: "{document}",
      400: `${quote(FILE_REQUIRED)}; ${quote(TITLE_REQUIRED)}`,
      413: quote(DOCUMENT_TOO_LARGE),
      415: "Não é imagem, PDF, DOC nem DOCX",
      507: STORAGE_QUOTA_FULL,
    },
  },
  {
    path: `/api/documents/${id}`,
    method: "put",
    tag: "Documentos",
    summary: "Alterar documento (sem arquivo mantém o guardado)",
    permission: "documents:access",
    body: {
      kind: "multipart",
      schema: documentUpdateSchema,
      files: { file: { required: false } },
      json: true,
    },
    responses: { 200: "{document}", 404: quote(DOCUMENT_NOT_FOUND), 413: quote(DOCUMENT_TOO_LARGE) },
  },
  {
    path: `/api/documents/${id}`,
    method: "delete",
    tag: "Documentos",
    summary: "Excluir documento",
    permission: "documents:access",
    responses: { 200: '{"success":true}', 404: quote(DOCUMENT_NOT_FOUND) },
  },
  {
    path: `/api/documents/${id}/download`,
    method: "get",
    tag: "Documentos",
    summary: "Baixar documento",
    permission: "documents:access",
    produces: "application/octet-stream",
    responses: { 200: "O arquivo, como anexo, com o tipo real", 404: quote(DOCUMENT_NOT_FOUND) },
  },

  {
    path: "/api/invoices",
    method: "get",
    tag: "Notas fiscais",
    summary: "Lista de notas fiscais",
    permission: "invoices:access",
    query: invoiceListQuerySchema,
    responses: {
      200: `{invoices, total, page, pageSize, summary:{saleTotal, purchaseTotal}} (totais sem as canceladas): mais novas primeiro (sem sort). ${LIST_PAGE_NOTE}`,
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/invoices",
    method: "post",
    tag: "Notas fiscais",
    summary: "Emitir nota (número vazio: gerado NFAAAAMM0001)",
    permission: "invoices:access",
    body: { kind: "json", schema: invoiceCreateSchema },
    responses: { 201: "{invoice}", 409: quote(DUPLICATE_INVOICE_NUMBER) },
  },
  {
    path: `/api/invoices/${id}`,
    method: "put",
    tag: "Notas fiscais",
    summary: "Alterar nota (ou só {status})",
    permission: "invoices:access",
    body: { kind: "json", schema: invoiceUpdateSchema },
    responses: { 200: "{invoice}", 404: quote(INVOICE_NOT_FOUND), 409: quote(DUPLICATE_INVOICE_NUMBER) },
  },
  {
    path: `/api/invoices/${id}`,
    method: "delete",
    tag: "Notas fiscais",
    summary: "Excluir nota",
    permission: "invoices:access",
    responses: { 200: '{"success":true}', 404: quote(INVOICE_NOT_FOUND) },
  },

  {
    path: "/api/reports/summary",
    method: "get",
    tag: "Relatórios",
    summary: "Totais: vendas fechadas, despesas, lucro e margem",
    permission: "reports:read",
    responses: { 200: "{totalSales, totalExpenses, netProfit, margin}" },
  },
  {
    path: "/api/reports/cars",
    method: "get",
    tag: "Relatórios",
    summary: "Lucro por carro vendido, uma página por vez",
    permission: "reports:read",
    query: carReportQuerySchema,
    responses: {
      200: "{soldCars:[{saleId, carId, brand, model, year, saleDate, salePrice, purchasePrice, purchaseDate, expenses, profit, daysInStock}], totals:{salePrice, purchasePrice, expenses, profit, withoutPurchasePrice, averageDaysInStock}, stock:{count, withPurchaseDate, averageDaysInStock}, total, page, pageSize}: um carro vendido por linha (a última venda fechada), venda mais recente primeiro (sem sort); sort ordena por uma coluna, valores desconhecidos por último. total conta os carros vendidos; totals cobre todos eles, não só a página. Página além da última: lista vazia.",
      400: `page, pageSize, sort ou order inválidos, ex.: ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}; ${quote(INVALID_ORDER)}`,
    },
  },
  {
    path: "/api/reports/funnel",
    method: "get",
    tag: "Relatórios",
    summary: "Funil de vendas por carro no período",
    permission: "reports:read",
    query: funnelRangeSchema,
    responses: {
      200: `{cars:[{carId, brand, model, year, views, whatsappClicks, phoneClicks, proposals, appointments, sold, daysInStock}], totals:{views, whatsappClicks, phoneClicks, proposals, appointments, sold}}: dias de São Paulo de from a to (inclusive; padrão os últimos 30 dias, hoje incluído). Carros disponíveis e todo carro com movimento no período, no máximo ${FUNNEL_MAX_CARS}, mais vistos primeiro; totals cobre todos eles.`,
      400: `${quote(INVALID_FUNNEL_DATE)}; ${quote(FUNNEL_RANGE_REVERSED)}; ${quote(FUNNEL_RANGE_TOO_LONG)}`,
    },
  },
  {
    path: "/api/reports/stock-age",
    method: "get",
    tag: "Relatórios",
    summary: "Idade do estoque (carros disponíveis)",
    permission: "reports:read",
    responses: {
      200: "{cars:[{carId, brand, model, year, price, daysInStock}], meanDays, over60:[carId]}: mais antigos primeiro; dias desde a data de compra (ou desde o cadastro sem ela), no calendário de São Paulo.",
    },
  },
  {
    path: "/api/exports/sales",
    method: "get",
    tag: "Relatórios",
    summary: "Vendas em CSV",
    permission: "sales:access",
    produces: "text/csv",
    query: exportQuerySchema,
    responses: {
      200: "vendas_detalhado_AAAA-MM-DD.csv: todas as linhas que casam com q (a mesma busca da lista), enviadas aos poucos",
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/exports/expenses",
    method: "get",
    tag: "Relatórios",
    summary: "Despesas em CSV",
    permission: "expenses:access",
    produces: "text/csv",
    query: exportQuerySchema,
    responses: {
      200: "despesas_detalhado_AAAA-MM-DD.csv: todas as linhas que casam com q (a mesma busca da lista), enviadas aos poucos",
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/exports/invoices",
    method: "get",
    tag: "Relatórios",
    summary: "Notas fiscais em CSV",
    permission: "invoices:access",
    produces: "text/csv",
    query: exportQuerySchema,
    responses: {
      200: "notas_fiscais_detalhado_AAAA-MM-DD.csv: todas as linhas que casam com q (a mesma busca da lista), enviadas aos poucos",
      400: LIST_QUERY_ERRORS,
    },
  },

  {
    path: "/api/analytics/track",
    method: "post",
    tag: "Analytics",
    summary: "Registrar visualização ou clique",
    body: { kind: "text", schema: trackSchema, description: "JSON, também como text/plain (sendBeacon)" },
    responses: { 200: '{"success":true} (também quando nada é contado)', 400: "Carro ou ação desconhecidos" },
  },
  {
    path: "/api/analytics/overview",
    method: "get",
    tag: "Analytics",
    summary: "Visão geral dos últimos 30 dias",
    permission: "analytics:read",
    responses: { 200: "{success:true, analytics:{overview, mostViewed, mostInterested, daily}}" },
  },

  {
    path: "/api/admin/clear-data",
    method: "get",
    tag: "Limpeza",
    summary: "Quantas linhas cada categoria apagaria",
    permission: "cleanup:run",
    responses: { 200: "{counts}" },
  },
  {
    path: "/api/admin/clear-data",
    method: "post",
    tag: "Limpeza",
    summary: "Apagar uma categoria de dados",
    permission: "cleanup:run",
    body: { kind: "json", schema: clearDataSchema },
    responses: { 200: "{success:true, message, deletedCount}", 400: "Tipo desconhecido" },
  },

  {
    path: "/api/users",
    method: "get",
    tag: "Usuários",
    summary: "Lista de usuários",
    permission: "users:manage",
    query: userListQuerySchema,
    responses: {
      200: `{success:true, users:[{id,email,role,created_at,updated_at}], total, page, pageSize}: mais novos primeiro (sem sort); q busca no e-mail; staff=true deixa só contas com cargo. ${LIST_PAGE_NOTE}`,
      400: LIST_QUERY_ERRORS,
    },
  },
  {
    path: "/api/users/check/{email}",
    method: "get",
    tag: "Usuários",
    summary: "Existe conta com este e-mail?",
    permission: "users:manage",
    responses: { 200: "{exists:true, user:{id,email}} ou {exists:false}" },
  },
  {
    path: `/api/users/${id}`,
    method: "put",
    tag: "Usuários",
    summary: "Definir cargo",
    permission: "users:manage",
    body: { kind: "json", schema: setRoleSchema },
    responses: { 200: '{"success":true}', 404: `{"success":false,"error":"${USER_NOT_FOUND}"}` },
  },

  {
    path: "/api/audit",
    method: "get",
    tag: "Auditoria",
    summary: "Trilha de auditoria",
    permission: "audit:read",
    query: auditQuerySchema,
    responses: {
      200: '{entries:[{id,at,actorId,actorEmail,entity,entityId,action,changes:{campo:[antes,depois]}}], total, page, pageSize}: mais novas primeiro; entity ∈ car, sale, expense, document, invoice, user; action ∈ create, update, delete; arquivos aparecem como "(arquivo)", senhas nunca.',
      400: `entity, entityId, actorId, page ou pageSize inválidos, ex.: ${quote(INVALID_AUDIT_ENTITY)}; ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}`,
    },
  },
  {
    path: `/api/users/${id}/reset-password`,
    method: "post",
    tag: "Usuários",
    summary: `Redefinir senha: senha provisória mostrada uma vez; até trocá-la, a conta recebe ${quote(MUST_CHANGE_PASSWORD)}`,
    permission: "users:manage",
    responses: {
      200: "{temporaryPassword}",
      403: `${quote(PROTECTED_PASSWORD)} (gerente diante de uma conta admin ou developer)`,
      404: `{"success":false,"error":"${USER_NOT_FOUND}"}`,
    },
  },
];

/** What any `/api` path that no operation serves answers. */
export const UNKNOWN_ROUTE_ANSWER = quote(ROUTE_NOT_FOUND);
