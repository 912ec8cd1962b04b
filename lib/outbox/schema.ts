import { z } from "zod";

import { listQuerySchema } from "@/lib/lists/query";

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
export type ApiOutboxMessage = {
  id: string;
  to: string;
  subject: string;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The lead it is about, when any. */
  ticketId: string | null;
};

/** GET /api/outbox: a page of messages, and whether e-mail (SMTP_URL) and webhooks (WEBHOOK_URL) are set up. */
export type OutboxPage = {
  messages: ApiOutboxMessage[];
  total: number;
  page: number;
  pageSize: number;
  delivery: { email: boolean; webhook: boolean };
};

/** GET /api/outbox/{id}: the message with what it says (the e-mail's text, the webhook's JSON). */
export type ApiOutboxMessageDetail = ApiOutboxMessage & { text: string; hasCalendar: boolean };

export const outboxQuerySchema = listQuerySchema(["createdAt"])
  .pick({ page: true, pageSize: true })
  .extend({
    status: z
      .enum(["", ...OUTBOX_STATUSES], { error: INVALID_OUTBOX_STATUS })
      .optional()
      .transform((value) => (value ? value : undefined)),
  });
export type OutboxQuery = z.output<typeof outboxQuerySchema>;
