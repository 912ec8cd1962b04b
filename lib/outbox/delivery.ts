import "server-only";

import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { defineJob, type JobRun } from "@/lib/jobs/definitions";
import { recordLeadEvent } from "@/lib/tickets/lead-events";
import { sendEmail } from "@/lib/outbox/mailer";
import type { StoredEmail, StoredWebhook } from "@/lib/outbox/message";
import { postWebhook } from "@/lib/outbox/webhook";

// Delivering one outbox message: a job of the queue `outbox.deliver` per message. Six attempts (the first and five
// retries) with doubling delays from OUTBOX_RETRY_SECONDS (60 s: 1, 2, 4, 8, 16 minutes and more, at least 31
// minutes in all), then the message is `failed`. A message is sent only by the job it names (`jobId`: a retry from
// the outbox tab replaces the job), under a lease, so two instances never send it at once and a sent message is
// never sent again. An instance that dies while sending leaves its job active: pg-boss fails it after its minute
// (maintenance, every 30 s) and it is retried like a refusal.

/** As long as a job may run (expireInSeconds): a job that outlives it is retried, and the lease is over by then. */
const LEASE_MS = 60 * 1000;
const MAX_ERROR = 1000;

/** What went wrong, for the outbox tab (the mail host's answer, the webhook's status, a network code). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_ERROR);
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `${error.message}${code}`.slice(0, MAX_ERROR);
}

async function deliver({ messageId }: { messageId: string }, run: JobRun): Promise<void> {
  const message = await prisma.outboxMessage.findUnique({
    where: { id: messageId },
    select: { kind: true, status: true, to: true, subject: true, payload: true, jobId: true, ticketId: true },
  });
  // Sent already, failed, or handed to a newer job by a retry: nothing for this job to do.
  if (!message || message.jobId !== run.id || message.status !== "pending") return;
  const claimed = await prisma.outboxMessage.updateMany({
    where: {
      id: messageId,
      jobId: run.id,
      status: "pending",
      OR: [{ leaseUntil: null }, { leaseUntil: { lt: new Date() } }],
    },
    data: { leaseUntil: new Date(Date.now() + LEASE_MS), attempts: { increment: 1 } },
  });
  if (claimed.count === 0) throw new Error("The message is being sent by another attempt");

  try {
    if (message.kind === "email") {
      await sendEmail(message.to, message.subject, message.payload as StoredEmail);
    } else {
      await postWebhook(messageId, message.subject, (message.payload as StoredWebhook).body);
    }
  } catch (error) {
    await prisma.$transaction(async (tx) => {
      await tx.outboxMessage.update({
        where: { id: messageId },
        data: { leaseUntil: null, lastError: errorText(error) },
      });
      if (!run.isLastAttempt) return;
      const failed = await tx.outboxMessage.updateMany({
        where: { id: messageId, jobId: run.id, status: "pending" },
        data: { status: "failed" },
      });
      if (failed.count > 0 && message.ticketId && message.kind === "email") {
        await recordLeadEvent(tx, {
          ticketId: message.ticketId,
          type: "email",
          text: `Falha ao enviar o e-mail "${message.subject}" para ${message.to}`,
        });
      }
    });
    throw error;
  }
  await prisma.outboxMessage.update({
    where: { id: messageId },
    data: { status: "sent", sentAt: new Date(), leaseUntil: null, lastError: null },
  });
}

export const outboxDelivery = defineJob<{ messageId: string }>({
  name: "outbox.deliver",
  handler: deliver,
  retryLimit: 5,
  retryDelaySeconds: () => env.OUTBOX_RETRY_SECONDS,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 2,
  pollingIntervalSeconds: 1,
});
