import { z } from "zod";

import { notFound } from "@/lib/http/errors";
import { saleListQuerySchema } from "@/lib/lists/query";
import { LIST_PAGE_NOTE, LIST_QUERY_ERRORS, successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import {
  approvalDecisionSchema,
  AWAITING_APPROVAL,
  NOT_AWAITING_APPROVAL,
  REJECTED_BY_MANAGER,
} from "@/lib/sales/approval";
import {
  apiSaleSchema,
  OWN_SALES_ONLY,
  saleCreateSchema,
  saleListAnswerSchema,
  SALE_NOT_FOUND,
  SALE_PRICE_NOT_POSITIVE,
  SALE_PRICE_TOO_HIGH,
  saleUpdateSchema,
  SELECT_VALID_CAR,
} from "@/lib/sales/schema";

// The sales' routes (app/api/sales/): each declaration is what its route enforces and what /api/openapi.json says.

/** An {id} that cannot be a sale's is answered like an unknown one, before anything else reads it. */
const unknownId = () => notFound(SALE_NOT_FOUND);
const tag = "Vendas";
const SALE_DOCUMENT_ANSWER =
  "O PDF, como anexo: a loja (nome, CNPJ, endereço), o comprador com o CPF/CNPJ completo, o carro (com placa, RENAVAM e chassi quando cadastrados), o valor em números e por extenso, a forma de pagamento, a data e as linhas de assinatura";
const saleAnswer = z.object({ sale: apiSaleSchema });
const documentAnswers = { 200: SALE_DOCUMENT_ANSWER, 403: quote(OWN_SALES_ONLY), 404: quote(SALE_NOT_FOUND) };

export const saleEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/sales",
    tag,
    summary: "Lista de vendas",
    permission: "sales:access",
    query: saleListQuerySchema,
    responses: {
      200: {
        description: `Uma página de vendas: mais novas primeiro (sem sort); approval=pending deixa só as que aguardam aprovação. ${LIST_PAGE_NOTE}`,
        schema: saleListAnswerSchema,
      },
      400: LIST_QUERY_ERRORS,
    },
  }),
  create: endpoint({
    method: "post",
    path: "/api/sales",
    tag,
    summary: "Registrar venda",
    permission: "sales:access",
    body: saleCreateSchema,
    responses: {
      201: {
        description:
          "A venda; sale.approval é pending quando um vendedor vende abaixo do preço mínimo do carro (os gerentes são avisados por e-mail)",
        schema: saleAnswer,
      },
      400: `${quote(SELECT_VALID_CAR)}; ${quote(SALE_PRICE_TOO_HIGH)}; ${quote(SALE_PRICE_NOT_POSITIVE)}`,
      409: `${quote(AWAITING_APPROVAL)} (fechada abaixo do mínimo)`,
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/sales/{id}",
    tag,
    summary: "Alterar venda (ou só {status})",
    permission: "sales:access",
    unknownId,
    body: saleUpdateSchema,
    // Another vendedor's sale answers 403 whatever the body holds: the service validates it once the sale is theirs.
    deferBodyValidation: true,
    responses: {
      200: {
        description:
          "A venda; mudar o preço (ou o carro) decide a aprovação de novo: abaixo do mínimo, pending para um vendedor; no mínimo ou acima, null",
        schema: saleAnswer,
      },
      403: quote(OWN_SALES_ONLY),
      404: quote(SALE_NOT_FOUND),
      409: `${quote(AWAITING_APPROVAL)}; ${quote(REJECTED_BY_MANAGER)}`,
    },
  }),
  decideApproval: endpoint({
    method: "post",
    path: "/api/sales/{id}/approval",
    tag,
    summary: "Aprovar ou rejeitar uma venda abaixo do preço mínimo",
    permission: "sales:approve",
    unknownId,
    body: approvalDecisionSchema,
    responses: {
      200: { description: "A venda, com approval approved ou rejected", schema: saleAnswer },
      404: quote(SALE_NOT_FOUND),
      409: quote(NOT_AWAITING_APPROVAL),
    },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/sales/{id}",
    tag,
    summary: "Excluir venda",
    permission: "sales:access",
    unknownId,
    responses: {
      200: { description: "A venda foi excluída", schema: successAnswer },
      403: quote(OWN_SALES_ONLY),
      404: quote(SALE_NOT_FOUND),
    },
  }),
  receipt: endpoint({
    method: "get",
    path: "/api/sales/{id}/receipt.pdf",
    tag,
    summary: "Recibo da venda (PDF)",
    permission: "sales:access",
    unknownId,
    produces: "application/pdf",
    responses: documentAnswers,
  }),
  contract: endpoint({
    method: "get",
    path: "/api/sales/{id}/contract.pdf",
    tag,
    summary: "Contrato de compra e venda do veículo (PDF)",
    permission: "sales:access",
    unknownId,
    produces: "application/pdf",
    responses: documentAnswers,
  }),
  warranty: endpoint({
    method: "get",
    path: "/api/sales/{id}/warranty.pdf",
    tag,
    summary: "Termo de garantia de 90 dias (PDF)",
    permission: "sales:access",
    unknownId,
    produces: "application/pdf",
    responses: documentAnswers,
  }),
};
