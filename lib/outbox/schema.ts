import { z } from "zod";

import { listPageSchema, listQuerySchema } from "@/lib/lists/query";

// The outbox as the API shows it (docs/business-rules.md "Outbox"): what the 'E-mails' tab and GET /api/outbox
// read. No server imports.

export const OUTBOX_KINDS = ["email", "webhook"] as const;
export const OUTBOX_STATUSES = ["held", "pending", "sent", "failed"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  held: "Retido",
  pending: "Na fila",
  sent: "Enviado",
  failed: "Falhou",
};

export const OUTBOX_MESSAGE_NOT_FOUND = "Mensagem não encontrada";
export const OUTBOX_ALREADY_SENT = "Mensagem já enviada";
export const MAIL_NOT_CONFIGURED = "Envio de e-mail não configurado: defina SMTP_URL no servidor.";
export const WEBHOOK_NOT_CONFIGURED = "Webhook não configurado: defina WEBHOOK_URL no servidor.";
export const INVALID_OUTBOX_STATUS = "Status inválido: use held, pending, sent ou failed.";

/** A message in GET /api/outbox. */
export const apiOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** The lead it is about, when any. */
  ticketId: z.string().nullable().describe("O lead de que trata, quando há"),
});
export type ApiOutboxMessage = z.output<typeof apiOutboxMessageSchema>;

/** GET /api/outbox: a page of messages, and whether e-mail (SMTP_URL) and webhooks (WEBHOOK_URL) are set up. */
export const outboxPageSchema = listPageSchema.extend({
  messages: z.array(apiOutboxMessageSchema),
  delivery: z
    .object({ email: z.boolean(), webhook: z.boolean() })
    .describe("Se SMTP_URL e WEBHOOK_URL estão configurados"),
});
export type OutboxPage = z.output<typeof outboxPageSchema>;

/** GET /api/outbox/{id}: the message with what it says (the e-mail's text, the webhook's JSON). */
export const apiOutboxMessageDetailSchema = apiOutboxMessageSchema.extend({
  text: z.string().describe("O texto do e-mail, ou o JSON do webhook"),
  hasCalendar: z.boolean().describe("Se o e-mail leva um convite de calendário"),
});
export type ApiOutboxMessageDetail = z.output<typeof apiOutboxMessageDetailSchema>;

export const outboxQuerySchema = listQuerySchema(["createdAt"])
  .pick({ page: true, pageSize: true })
  .extend({
    status: z
      .enum(["", ...OUTBOX_STATUSES], { error: INVALID_OUTBOX_STATUS })
      .optional()
      .transform((value) => (value ? value : undefined)),
  });
export type OutboxQuery = z.output<typeof outboxQuerySchema>;
