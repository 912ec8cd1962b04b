import "server-only";

import { prisma } from "@/lib/db/client";
import type { Tx } from "@/lib/db/tx";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import {
  autoReplyEmail,
  leadTopic,
  newLeadEmail,
  unansweredLeadEmail,
  unassignedLeadEmail,
} from "@/lib/leads/emails";
import { LEAD_ESCALATION_QUEUE } from "@/lib/leads/escalation-queue";
import { recordLeadEvent } from "@/lib/tickets/lead-events";
import { loadTicket, managerRecipients, sendLeadEmail } from "@/lib/leads/notify";
import {
  claimNextReceiver,
  markAssigned,
  nextReceiver,
  releaseClaim,
  type LeadOwner,
} from "@/lib/leads/receivers";
import { addOpeningMinutes } from "@/lib/opening-hours/clock";
import { openingSchedule } from "@/lib/opening-hours/config";
import { deliverSoon, enqueueWebhook } from "@/lib/outbox/enqueue";
import { dealer } from "@/lib/seo/dealer";

// What happens to a lead without anyone doing it (docs/business-rules.md "Leads"):
// - storeLead, around the transaction that stores a new ticket (contact message, proposal, trade-in, booking): the
//   rotation's next receiver owns it, its response is due LEAD_RESPONSE_MINUTES of opening hours later, the owner
//   (or, with nobody to receive it, the gerentes and admins) and the shopper are e-mailed, lead.created and
//   lead.assigned go to the webhook, and a job wakes the escalation when the response is due — all written in
//   the ticket's transaction;
// - escalateLead, once a due lead has had no response: it moves once to the next receiver other than its owner
//   (or stays when there is none), with a new due time, and the gerentes and admins are e-mailed.

const OWNER = { id: true, name: true, email: true } as const;

const dueFrom = (start: Date) => addOpeningMinutes(start, env.LEAD_RESPONSE_MINUTES, openingSchedule());

/**
 * Stores a new lead: `store` writes the ticket (and whatever comes with it) in a transaction, and the lead is
 * opened in that same transaction with the owner claimed from the rotation just before. If the transaction fails,
 * the claim is given back.
 */
export async function storeLead<T>(
  store: (tx: Tx) => Promise<{ ticketId: string; result: T }>,
  options: { maxWait?: number; timeout?: number } = {},
): Promise<T> {
  const now = new Date();
  const claim = await claimNextReceiver();
  try {
    const result = await prisma.$transaction(
      async (tx) => {
        const stored = await store(tx);
        await openLead(tx, stored.ticketId, claim?.owner ?? null, now);
        return stored.result;
      },
      { maxWait: 10_000, timeout: 20_000, ...options },
    );
    deliverSoon();
    return result;
  } catch (error) {
    await releaseClaim(claim).catch(() => undefined);
    throw error;
  }
}

async function openLead(tx: Tx, ticketId: string, owner: LeadOwner | null, now: Date): Promise<void> {
  const due = dueFrom(now);
  await tx.contactTicket.update({
    where: { id: ticketId },
    data: {
      assignedToId: owner?.id ?? null,
      assignedAt: owner ? now : null,
      responseDueAt: due,
      escalateAt: due,
    },
  });
  const ticket = await loadTicket(tx, ticketId);
  await recordLeadEvent(tx, { ticketId, type: "created", text: `Recebido pelo site: ${leadTopic(ticket)}` });
  await recordLeadEvent(tx, {
    ticketId,
    type: "assigned",
    text: owner
      ? `Atribuído a ${owner.name} pelo rodízio`
      : "Sem responsável: ninguém da equipe recebe leads",
    assigneeId: owner?.id ?? null,
  });

  const site = dealer();
  const minutes = env.LEAD_RESPONSE_MINUTES;
  if (owner) {
    await sendLeadEmail(
      tx,
      newLeadEmail({ lead: ticket, owner, dealer: site, responseMinutes: minutes }),
      now,
    );
  } else {
    for (const to of await managerRecipients(tx))
      await sendLeadEmail(tx, unassignedLeadEmail({ lead: ticket, to, dealer: site }), now);
  }
  if (ticket.email) {
    const lead = { ...ticket, email: ticket.email };
    await sendLeadEmail(
      tx,
      autoReplyEmail({ lead, owner, dealer: site, organizerEmail: site.email, now }),
      now,
    );
  }
  await enqueueWebhook(tx, "lead.created", ticket, { ticketId, now });
  if (owner) await enqueueWebhook(tx, "lead.assigned", ticket, { ticketId, now });
  await enqueueJob(tx, LEAD_ESCALATION_QUEUE, { ticketId }, { startAfter: due });
}

/**
 * Escalates the lead if it is still due at `now` (no response, not escalated, not resolved); the caller holds its
 * row lock. Returns whether it did.
 */
export async function escalateLead(tx: Tx, ticketId: string, now = new Date()): Promise<boolean> {
  const current = await tx.contactTicket.findUnique({
    where: { id: ticketId },
    select: { escalateAt: true, status: true, assignedTo: { select: OWNER } },
  });
  if (!current?.escalateAt || current.escalateAt > now || current.status === "resolved") return false;
  const previous = current.assignedTo;
  const next = await nextReceiver(tx, previous?.id);
  if (next) await markAssigned(tx, next.id);
  await tx.contactTicket.update({
    where: { id: ticketId },
    data: {
      escalatedAt: now,
      escalateAt: null,
      ...(next ? { assignedToId: next.id, assignedAt: now, responseDueAt: dueFrom(now) } : {}),
    },
  });
  const ticket = await loadTicket(tx, ticketId);
  await recordLeadEvent(tx, {
    ticketId,
    type: "escalated",
    text: next
      ? `Sem resposta no prazo: passou de ${previous?.name ?? "sem responsável"} para ${next.name}`
      : `Sem resposta no prazo: não há outro vendedor recebendo leads${previous ? `, continua com ${previous.name}` : ""}`,
    assigneeId: next?.id ?? null,
    previousOwnerId: previous?.id ?? null,
  });

  const site = dealer();
  const minutes = env.LEAD_RESPONSE_MINUTES;
  if (next) {
    await sendLeadEmail(
      tx,
      newLeadEmail({
        lead: ticket,
        owner: next,
        dealer: site,
        responseMinutes: minutes,
        escalatedFrom: previous,
      }),
      now,
    );
  }
  for (const to of await managerRecipients(tx)) {
    await sendLeadEmail(
      tx,
      unansweredLeadEmail({
        lead: ticket,
        to,
        dealer: site,
        responseMinutes: minutes,
        previousOwner: previous,
        newOwner: next,
      }),
      now,
    );
  }
  await enqueueWebhook(tx, "lead.escalated", ticket, { ticketId, now });
  if (next) await enqueueWebhook(tx, "lead.assigned", ticket, { ticketId, now });
  return true;
}
