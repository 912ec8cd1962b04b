import "server-only";

import { randomUUID } from "node:crypto";

import { prisma } from "@/lib/db/client";
import type { OutboxMessage } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { conflict, notFound } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { pageWindow } from "@/lib/lists/search";
import { outboxDelivery } from "@/lib/outbox/delivery";
import { deliverSoon } from "@/lib/outbox/enqueue";
import { mailConfigured } from "@/lib/outbox/mailer";
import type { StoredEmail, StoredWebhook } from "@/lib/outbox/message";
import {
  MAIL_NOT_CONFIGURED,
  OUTBOX_ALREADY_SENT,
  OUTBOX_MESSAGE_NOT_FOUND,
  WEBHOOK_NOT_CONFIGURED,
  type ApiOutboxMessage,
  type ApiOutboxMessageDetail,
  type OutboxPage,
  type OutboxQuery,
} from "@/lib/outbox/schema";
import { isPlausibleId } from "@/lib/validation/ids";

// The 'E-mails' tab (admin, developer, gerente): the outbox newest first, what a message says, and sending a
// held, pending or failed one again now.

type Row = Omit<OutboxMessage, "payload" | "jobId" | "leaseUntil" | "autoReplyTo" | "updatedAt">;
const LIST_SELECT = {
  id: true,
  kind: true,
  status: true,
  to: true,
  subject: true,
  attempts: true,
  lastError: true,
  ticketId: true,
  createdAt: true,
  sentAt: true,
} as const;

function toApi(row: Row): ApiOutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    ticketId: row.ticketId,
  };
}

/**
 * The metrics' outbox_backlog: messages not delivered yet, those waiting for their next attempt (pending) and
 * those kept until SMTP is configured (held), so a forgotten SMTP_URL shows as a growing backlog.
 */
export function countUndelivered(): Promise<number> {
  return prisma.outboxMessage.count({ where: { status: { in: ["pending", "held"] } } });
}

export async function listOutbox(query: OutboxQuery): Promise<OutboxPage> {
  const where = query.status ? { status: query.status } : {};
  const [rows, total] = await Promise.all([
    prisma.outboxMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
      select: LIST_SELECT,
    }),
    prisma.outboxMessage.count({ where }),
  ]);
  return {
    messages: rows.map(toApi),
    total,
    page: query.page,
    pageSize: query.pageSize,
    delivery: { email: mailConfigured(), webhook: Boolean(env.WEBHOOK_URL) },
  };
}

export async function outboxMessage(id: string): Promise<ApiOutboxMessageDetail> {
  const row = isPlausibleId(id)
    ? await prisma.outboxMessage.findUnique({ where: { id }, select: { ...LIST_SELECT, payload: true } })
    : null;
  if (!row) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
  const email = row.kind === "email" ? (row.payload as StoredEmail) : null;
  return {
    ...toApi(row),
    text: email ? email.text : (row.payload as StoredWebhook).body,
    hasCalendar: Boolean(email?.calendar),
  };
}

/**
 * POST /api/outbox/{id}/retry: a new delivery job for the message, due now, which replaces any earlier one (that
 * job finds the message no longer its own); 409 for a sent message or when nothing can send it.
 */
export async function retryOutboxMessage(id: string): Promise<ApiOutboxMessage> {
  if (!isPlausibleId(id)) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
  const message = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT "id" FROM "OutboxMessage" WHERE "id" = ${id} FOR UPDATE`;
    const current = rows[0]
      ? await tx.outboxMessage.findUnique({ where: { id }, select: { kind: true, status: true } })
      : null;
    if (!current) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
    if (current.status === "sent") throw conflict(OUTBOX_ALREADY_SENT);
    if (current.kind === "email" && !mailConfigured()) throw conflict(MAIL_NOT_CONFIGURED);
    if (current.kind === "webhook" && !env.WEBHOOK_URL) throw conflict(WEBHOOK_NOT_CONFIGURED);
    const jobId = randomUUID();
    await enqueueJob(tx, outboxDelivery, { messageId: id }, { id: jobId });
    return tx.outboxMessage.update({
      where: { id },
      data: { status: "pending", jobId, leaseUntil: null },
      select: LIST_SELECT,
    });
  });
  deliverSoon();
  return toApi(message);
}
