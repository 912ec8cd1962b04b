import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { roleCan } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import type { Tx } from "@/lib/db/tx";
import { env } from "@/lib/env";
import { HttpError, badRequest, notFound } from "@/lib/http/errors";
import { newLeadEmail } from "@/lib/leads/emails";
import { recordLeadEvent } from "@/lib/tickets/lead-events";
import { loadTicket, sendLeadEmail } from "@/lib/leads/notify";
import { findReceiver, markAssigned, RECEIVER_WHERE } from "@/lib/leads/receivers";
import { receivesLeads } from "@/lib/leads/receivers-rule";
import {
  NOT_A_RECEIVER,
  type NoteValues,
  ONLY_MANAGERS_REASSIGN,
  type ApiLeadEvent,
  type ApiLeadReceivers,
} from "@/lib/leads/schema";
import { openingMsBetween } from "@/lib/opening-hours/clock";
import { openingSchedule } from "@/lib/opening-hours/config";
import { enqueueWebhook } from "@/lib/outbox/enqueue";
import { dealer } from "@/lib/seo/dealer";
import type { ApiTicket } from "@/lib/tickets/dto";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";
import { isPlausibleId } from "@/lib/validation/ids";

// What staff do to a lead (docs/business-rules.md "Leads"): the first note, status change or reassignment by
// anyone stops the response clock (firstResponseAt) and cancels the escalation; a gerente, admin or developer may
// give a lead to any receiver, a vendedor or ajudante may only take an unassigned one; notes go on the timeline.

/** The lead as locked by a staff change. */
export type LockedLead = {
  id: string;
  assignedToId: string | null;
  createdAt: Date;
  escalatedAt: Date | null;
  firstResponseAt: Date | null;
};

/** Locks the ticket's row for a staff change; 404 when it does not exist. */
export async function lockLead(tx: Tx, id: string): Promise<LockedLead> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "ContactTicket" WHERE "id" = ${id} FOR UPDATE`;
  const lead = rows[0]
    ? await tx.contactTicket.findUnique({
        where: { id },
        select: { id: true, assignedToId: true, createdAt: true, escalatedAt: true, firstResponseAt: true },
      })
    : null;
  if (!lead) throw notFound(TICKET_NOT_FOUND);
  return lead;
}

/**
 * The first response, when this is it: stamped with who made it, the owner it is credited to (whose clock it
 * stopped) and the opening-hours seconds since that owner's clock started (the creation, or the escalation).
 */
export async function recordFirstResponse(
  tx: Tx,
  lead: LockedLead,
  actor: Actor,
  creditedTo: string | null,
  now: Date,
): Promise<void> {
  if (lead.firstResponseAt) return;
  const started = lead.escalatedAt ?? lead.createdAt;
  const seconds = Math.max(0, Math.round(openingMsBetween(started, now, openingSchedule()) / 1000));
  await tx.contactTicket.update({
    where: { id: lead.id },
    data: {
      firstResponseAt: now,
      firstResponseById: actor.id,
      firstResponseOwnerId: creditedTo,
      firstResponseSeconds: seconds,
      escalateAt: null,
    },
  });
  lead.firstResponseAt = now;
}

/**
 * Gives the lead to `assignedToId` (PUT /api/contact-tickets/{id} with assignedToId). 403 when a vendedor or
 * ajudante takes anything but an unassigned lead for themselves; 400 when the user does not receive leads.
 * Returns whether the owner changed (the new owner is e-mailed unless they took it themselves).
 */
export async function reassignLead(
  tx: Tx,
  actor: Actor,
  lead: LockedLead,
  assignedToId: unknown,
  now: Date,
): Promise<boolean> {
  const manager = roleCan(actor.role, "leads:assign");
  const takingForSelf = assignedToId === actor.id && lead.assignedToId === null;
  if (!manager && !takingForSelf) throw new HttpError(403, ONLY_MANAGERS_REASSIGN);
  const owner =
    typeof assignedToId === "string" && isPlausibleId(assignedToId)
      ? await findReceiver(tx, assignedToId)
      : null;
  if (!owner) throw badRequest(NOT_A_RECEIVER, { assignedToId: NOT_A_RECEIVER });
  if (owner.id === lead.assignedToId) return false;

  // The owner whose clock a reassignment stops is credited only when they take it themselves.
  await recordFirstResponse(tx, lead, actor, owner.id === actor.id ? actor.id : null, now);
  const previous = lead.assignedToId
    ? await tx.user.findUnique({ where: { id: lead.assignedToId }, select: { name: true } })
    : null;
  await markAssigned(tx, owner.id);
  await tx.contactTicket.update({
    where: { id: lead.id },
    data: { assignedToId: owner.id, assignedAt: now },
  });
  lead.assignedToId = owner.id;
  await recordLeadEvent(tx, {
    ticketId: lead.id,
    type: "assigned",
    text:
      owner.id === actor.id && !previous
        ? `Assumido por ${owner.name}`
        : `Reatribuído${previous ? ` de ${previous.name}` : ""} para ${owner.name}`,
    by: actor,
    assigneeId: owner.id,
  });
  const ticket = await loadTicket(tx, lead.id);
  if (owner.id !== actor.id) {
    await sendLeadEmail(
      tx,
      newLeadEmail({ lead: ticket, owner, dealer: dealer(), responseMinutes: env.LEAD_RESPONSE_MINUTES }),
      now,
    );
  }
  await enqueueWebhook(tx, "lead.assigned", ticket, { ticketId: lead.id, now });
  return true;
}

function toApiEvent(row: {
  id: string;
  at: Date;
  type: ApiLeadEvent["type"];
  byEmail: string | null;
  text: string;
}): ApiLeadEvent {
  return { id: row.id, at: row.at.toISOString(), type: row.type, by: row.byEmail, text: row.text };
}

const EVENT_SELECT = { id: true, at: true, type: true, byEmail: true, text: true } as const;

/** POST /api/contact-tickets/{id}/notes: a note on the timeline (1–2,000 characters); may be the first response. */
export async function addNote(actor: Actor, id: string, { text }: NoteValues): Promise<ApiLeadEvent> {
  if (!isPlausibleId(id)) throw notFound(TICKET_NOT_FOUND);
  const now = new Date();
  const event = await prisma.$transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    await recordFirstResponse(tx, lead, actor, lead.assignedToId, now);
    const created = await recordLeadEvent(tx, { ticketId: id, type: "note", text, by: actor });
    return tx.leadEvent.findUniqueOrThrow({ where: { id: created.id }, select: EVENT_SELECT });
  });
  return toApiEvent(event);
}

/** GET /api/contact-tickets/{id}: the ticket with its timeline, oldest first. */
export async function ticketWithEvents(id: string): Promise<ApiTicket & { events: ApiLeadEvent[] }> {
  if (!isPlausibleId(id)) throw notFound(TICKET_NOT_FOUND);
  const found = await prisma.$transaction(async (tx) => {
    const exists = await tx.contactTicket.findUnique({ where: { id }, select: { id: true } });
    if (!exists) return null;
    const ticket = await loadTicket(tx, id);
    const events = await tx.leadEvent.findMany({
      where: { ticketId: id },
      orderBy: [{ at: "asc" }, { id: "asc" }],
      select: EVENT_SELECT,
    });
    return { ...ticket, events: events.map(toApiEvent) };
  });
  if (!found) throw notFound(TICKET_NOT_FOUND);
  return found;
}

/** Whether the signed-in staff member is given leads in rotation (their flag, or their role's default). */
export async function actorReceivesLeads(actor: Pick<Actor, "id">): Promise<boolean> {
  const me = await prisma.user.findUnique({
    where: { id: actor.id },
    select: { role: true, receivesLeads: true },
  });
  return me ? receivesLeads(me) : false;
}

/** GET /api/leads/receivers: who can own leads, and what the tickets tab needs to show owners and clocks. */
export async function leadReceivers(actor: Actor): Promise<ApiLeadReceivers> {
  const [receivers, receives] = await Promise.all([
    prisma.user.findMany({
      where: RECEIVER_WHERE,
      orderBy: [{ name: "asc" }, { email: "asc" }],
      select: { id: true, name: true, email: true },
    }),
    actorReceivesLeads(actor),
  ]);
  return {
    receivers,
    me: actor.id,
    receivesLeads: receives,
    canReassign: roleCan(actor.role, "leads:assign"),
    openingHours: env.OPENING_HOURS,
    responseMinutes: env.LEAD_RESPONSE_MINUTES,
  };
}
