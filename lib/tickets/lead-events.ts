import "server-only";

import type { Tx } from "@/lib/db/tx";

// The lead timeline (docs/business-rules.md "Leads"): one row per thing that happens to a lead (a ticket),
// written in the transaction of the change itself, by the lead workflow, the bookings and the outbox.

export type LeadEventType = "created" | "assigned" | "escalated" | "status" | "note" | "email";

export type LeadEventInput = {
  ticketId: string;
  type: LeadEventType;
  text: string;
  /** The staff member who did it; none for the system. */
  by?: { id: string; email: string } | null;
  /** assigned / escalated: the new owner. */
  assigneeId?: string | null;
  /** escalated: the owner the lead left. */
  previousOwnerId?: string | null;
  at?: Date;
};

const MAX_TEXT = 2000;

export async function recordLeadEvent(tx: Tx, event: LeadEventInput): Promise<{ id: string; at: Date }> {
  return tx.leadEvent.create({
    data: {
      ticketId: event.ticketId,
      type: event.type,
      text: event.text.slice(0, MAX_TEXT),
      byUserId: event.by?.id ?? null,
      byEmail: event.by?.email ?? null,
      assigneeId: event.assigneeId ?? null,
      previousOwnerId: event.previousOwnerId ?? null,
      ...(event.at ? { at: event.at } : {}),
    },
    select: { id: true, at: true },
  });
}
