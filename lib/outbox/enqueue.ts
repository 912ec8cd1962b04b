import "server-only";

import { randomUUID } from "node:crypto";

import type { Tx } from "@/lib/db/tx";
import { enqueueJob, runSoon } from "@/lib/jobs/enqueue";
import { outboxDelivery } from "@/lib/outbox/delivery";
import { mailConfigured } from "@/lib/outbox/mailer";
import type { EmailMessage, StoredEmail, StoredWebhook, WebhookEvent } from "@/lib/outbox/message";
import type { OutboxStatus } from "@/lib/outbox/schema";
import { webhookTarget } from "@/lib/outbox/webhook";

// Writing to the outbox (docs/business-rules.md "Outbox"). Call these inside the transaction of the change that
// causes the message: the row and its delivery job commit with it, or neither does. After the commit,
// `deliverSoon()` lets this instance's idle workers start at once (otherwise they find it within a second).

const AUTO_REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_SUBJECT = 300;

export type Enqueued = { id: string; status: OutboxStatus };

async function insert(
  tx: Tx,
  data: {
    kind: "email" | "webhook";
    status: OutboxStatus;
    to: string;
    subject: string;
    payload: StoredEmail | StoredWebhook;
    ticketId?: string | null;
    autoReplyTo?: string | null;
  },
): Promise<Enqueued> {
  const jobId = data.status === "pending" ? randomUUID() : null;
  const row = await tx.outboxMessage.create({
    data: { ...data, subject: data.subject.slice(0, MAX_SUBJECT), jobId },
    select: { id: true, status: true },
  });
  if (jobId) await enqueueJob(tx, outboxDelivery, { messageId: row.id }, { id: jobId });
  return row;
}

/** Whether `address` got an automatic reply within 24 hours. Serialized per address by the caller's lock. */
async function repliedRecently(tx: Tx, address: string, now: Date): Promise<boolean> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`auto-reply:${address}`}, 0))`;
  const recent = await tx.outboxMessage.findFirst({
    where: { autoReplyTo: address, createdAt: { gt: new Date(now.getTime() - AUTO_REPLY_WINDOW_MS) } },
    select: { id: true },
  });
  return recent !== null;
}

/**
 * Writes an e-mail: `pending` (delivered by the queue) when SMTP_URL is set, `held` otherwise (kept for staff to
 * read, sent only when retried). An automatic reply is skipped, returning null, when its address already got
 * one within 24 hours, so a public form cannot be used to flood someone's mailbox.
 */
export async function enqueueEmail(
  tx: Tx,
  message: EmailMessage,
  now = new Date(),
): Promise<Enqueued | null> {
  const address = message.to.trim().toLowerCase();
  if (message.autoReply && (await repliedRecently(tx, address, now))) return null;
  const payload: StoredEmail = {
    text: message.text,
    html: message.html,
    ...(message.calendar ? { calendar: message.calendar } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.autoReply ? { autoReply: true } : {}),
  };
  return insert(tx, {
    kind: "email",
    status: mailConfigured() ? "pending" : "held",
    to: address,
    subject: message.subject,
    payload,
    ticketId: message.ticketId ?? null,
    autoReplyTo: message.autoReply ? address : null,
  });
}

/**
 * Writes a webhook event `{event, at, data}` for WEBHOOK_URL (nothing when it is unset). `data` is the object as the
 * API returns it (the ticket, the sale).
 */
export async function enqueueWebhook(
  tx: Tx,
  event: WebhookEvent,
  data: unknown,
  options: { ticketId?: string | null; now?: Date } = {},
): Promise<Enqueued | null> {
  const target = webhookTarget();
  if (!target) return null;
  const at = (options.now ?? new Date()).toISOString();
  return insert(tx, {
    kind: "webhook",
    status: "pending",
    to: target,
    subject: event,
    payload: { body: JSON.stringify({ event, at, data }) },
    ticketId: options.ticketId ?? null,
  });
}

/** After the transaction that wrote messages has committed: start delivering them now. */
export function deliverSoon(): void {
  runSoon(outboxDelivery);
}
