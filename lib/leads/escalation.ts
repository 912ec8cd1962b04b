import "server-only";

import { prisma } from "@/lib/db/client";
import { escalateLead } from "@/lib/leads/lifecycle";
import { deliverSoon } from "@/lib/outbox/enqueue";

// Escalating every lead whose response is due, one transaction each: the lead's row is taken with SKIP LOCKED,
// so two instances (or the per-lead job and the minute's sweep) never escalate the same lead, and a lead is
// escalated once (escalateAt is cleared).

/** A run stops after this many, the next sweep carries on: one run never holds a worker for long. */
const MAX_PER_RUN = 200;

export async function escalateDueLeads(now = new Date()): Promise<number> {
  let escalated = 0;
  for (let handled = 0; handled < MAX_PER_RUN; handled++) {
    const outcome = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT "id" FROM "ContactTicket"
        WHERE "escalateAt" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
        ORDER BY "escalateAt"
        LIMIT 1
        FOR UPDATE SKIP LOCKED`;
      const id = rows[0]?.id;
      if (!id) return "none";
      if (await escalateLead(tx, id, now)) return "escalated";
      // Resolved meanwhile: nothing to escalate, and no reason to look at it again.
      await tx.contactTicket.update({ where: { id }, data: { escalateAt: null } });
      return "skipped";
    });
    if (outcome === "none") break;
    if (outcome === "escalated") escalated++;
  }
  if (escalated > 0) deliverSoon();
  return escalated;
}
