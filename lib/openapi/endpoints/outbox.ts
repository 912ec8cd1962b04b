import { z } from "zod";

import { notFound } from "@/lib/http/errors";
import { INVALID_PAGE } from "@/lib/lists/query";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import {
  apiOutboxMessageDetailSchema,
  apiOutboxMessageSchema,
  INVALID_OUTBOX_STATUS,
  MAIL_NOT_CONFIGURED,
  OUTBOX_ALREADY_SENT,
  OUTBOX_MESSAGE_NOT_FOUND,
  outboxPageSchema,
  outboxQuerySchema,
  WEBHOOK_NOT_CONFIGURED,
} from "@/lib/outbox/schema";

// The outbox's routes (app/api/outbox/): each declaration is what its route enforces and what /api/openapi.json says.

/** An {id} that cannot be a message's is answered like an unknown one. */
const unknownId = () => notFound(OUTBOX_MESSAGE_NOT_FOUND);

export const outboxEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/outbox",
    tag: "E-mails",
    summary: "Caixa de saída: e-mails e webhooks, mais novos primeiro",
    permission: "outbox:manage",
    query: outboxQuerySchema,
    responses: {
      200: { description: "Uma página de mensagens, mais novas primeiro", schema: outboxPageSchema },
      400: `${quote(INVALID_OUTBOX_STATUS)}; ${quote(INVALID_PAGE)}`,
    },
  }),
  read: endpoint({
    method: "get",
    path: "/api/outbox/{id}",
    tag: "E-mails",
    summary: "Uma mensagem com o texto enviado (ou que seria enviado)",
    permission: "outbox:manage",
    unknownId,
    responses: {
      200: {
        description: "A mensagem, com o texto enviado (ou que seria enviado)",
        schema: z.object({ message: apiOutboxMessageDetailSchema }),
      },
      404: quote(OUTBOX_MESSAGE_NOT_FOUND),
    },
  }),
  retry: endpoint({
    method: "post",
    path: "/api/outbox/{id}/retry",
    tag: "E-mails",
    summary: "Enviar de novo, assim que possível, uma mensagem retida, na fila ou que falhou",
    permission: "outbox:manage",
    unknownId,
    responses: {
      200: {
        description: "A mensagem, de volta à fila",
        schema: z.object({ message: apiOutboxMessageSchema }),
      },
      404: quote(OUTBOX_MESSAGE_NOT_FOUND),
      409: `${quote(OUTBOX_ALREADY_SENT)}; ${quote(MAIL_NOT_CONFIGURED)}; ${quote(WEBHOOK_NOT_CONFIGURED)}`,
    },
  }),
};
