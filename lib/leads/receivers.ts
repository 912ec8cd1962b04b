import "server-only";

import { prisma } from "@/lib/db/client";
import type { Tx } from "@/lib/db/tx";
import type { Prisma } from "@/lib/db/generated/client";

// Who receives leads (docs/business-rules.md "Leads"): staff whose receivesLeads is true, or unset for a vendedor
// (the default of that role; lib/leads/receivers-rule.ts says the same for one account, and claimNextReceiver's
// SQL for the rotation). An account without a staff role never does, whatever the flag says.

export const RECEIVER_WHERE = {
  role: { not: "user" },
  OR: [{ receivesLeads: true }, { receivesLeads: null, role: "vendedor" }],
} satisfies Prisma.UserWhereInput;

export type LeadOwner = { id: string; name: string; email: string };
const OWNER = { id: true, name: true, email: true } as const;

/**
 * The next owner in the rotation: the receiver whose last assignment is oldest, one never assigned first
 * (`exclude` left out: an escalation never gives the lead back to its owner). Every assignment takes one
 * transaction-scoped lock first, so concurrent picks are made one after another and two receivers' counts never
 * differ by more than one.
 */
export async function nextReceiver(tx: Tx, exclude?: string | null): Promise<LeadOwner | null> {
  await lockRotation(tx);
  return tx.user.findFirst({
    where: { ...RECEIVER_WHERE, ...(exclude ? { id: { not: exclude } } : {}) },
    orderBy: [{ lastLeadAssignedAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }, { id: "asc" }],
    select: OWNER,
  });
}

export async function lockRotation(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('lead-rotation', 0))`;
}

/**
 * Records an assignment in the rotation: the user goes to the back of the line. The stamp is strictly later than
 * every other one (two leads within a millisecond stay in order), in UTC like every stored time; a raw update, so
 * the account's updatedAt (shown in the roles tab) is left alone.
 */
export async function markAssigned(tx: Tx, userId: string): Promise<Date | null> {
  await lockRotation(tx);
  const rows = await tx.$queryRaw<Array<{ stamp: Date }>>`
    UPDATE "User" SET "lastLeadAssignedAt" = GREATEST(
      clock_timestamp() AT TIME ZONE 'UTC',
      (SELECT max("lastLeadAssignedAt") FROM "User") + interval '1 millisecond'
    )
    WHERE "id" = ${userId}
    RETURNING "lastLeadAssignedAt" AS stamp`;
  return rows[0]?.stamp ?? null;
}

/** A new lead's owner, taken from the rotation before the lead is stored. */
export type ReceiverClaim = { owner: LeadOwner; previous: Date | null; stamp: Date };

const utc = (instant: Date | null) => (instant ? instant.toISOString() : null);

/**
 * Takes the rotation's next receiver for a new lead, in a short transaction of its own: the rotation's lock, then
 * one statement that picks and stamps (after the lock, so it sees the previous pick). The lock is held for those
 * two statements, not for the whole of the lead's transaction, so a burst of leads is handed out in turn without
 * queueing behind one another's e-mails and events. Null when nobody receives leads.
 */
export function claimNextReceiver(): Promise<ReceiverClaim | null> {
  // One claim at a time in this process (the advisory lock orders the instances): a claim queued behind the lock
  // would hold a pooled connection while it waits, and a burst of leads would drain the pool for every request.
  const holder = globalThis as unknown as { leadClaims?: Promise<unknown> };
  const claim = (holder.leadClaims ?? Promise.resolve()).then(claimInTransaction, claimInTransaction);
  holder.leadClaims = claim.catch(() => undefined);
  return claim;
}

async function claimInTransaction(): Promise<ReceiverClaim | null> {
  const [, rows] = await prisma.$transaction([
    prisma.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('lead-rotation', 0))`,
    prisma.$queryRaw<Array<LeadOwner & { previous: Date | null; stamp: Date }>>`
      WITH next AS (
        SELECT "id", "lastLeadAssignedAt" FROM "User"
        WHERE "role" <> 'user' AND ("receivesLeads" OR ("receivesLeads" IS NULL AND "role" = 'vendedor'))
        ORDER BY "lastLeadAssignedAt" ASC NULLS FIRST, "createdAt" ASC, "id" ASC
        LIMIT 1
      )
      UPDATE "User" AS u SET "lastLeadAssignedAt" = GREATEST(
        clock_timestamp() AT TIME ZONE 'UTC',
        (SELECT max("lastLeadAssignedAt") FROM "User") + interval '1 millisecond'
      )
      FROM next WHERE u."id" = next."id"
      RETURNING u."id", u."name", u."email", next."lastLeadAssignedAt" AS previous, u."lastLeadAssignedAt" AS stamp`,
  ]);
  const row = rows[0];
  return row
    ? { owner: { id: row.id, name: row.name, email: row.email }, previous: row.previous, stamp: row.stamp }
    : null;
}

/** The lead could not be stored: its receiver gets their place in the rotation back, unless given another since. */
export async function releaseClaim(claim: ReceiverClaim | null): Promise<void> {
  if (!claim) return;
  await prisma.$executeRaw`
    UPDATE "User"
    SET "lastLeadAssignedAt" = (${utc(claim.previous)}::timestamptz AT TIME ZONE 'UTC')
    WHERE "id" = ${claim.owner.id}
      AND "lastLeadAssignedAt" = (${utc(claim.stamp)}::timestamptz AT TIME ZONE 'UTC')`;
}

/** A receiver by id, or null when the id is unknown or the user does not receive leads. */
export async function findReceiver(tx: Tx, id: string): Promise<LeadOwner | null> {
  return tx.user.findFirst({ where: { id, ...RECEIVER_WHERE }, select: OWNER });
}

/** The gerentes and admins, who hear of unassigned and unanswered leads (by e-mail). */
export async function managerAddresses(tx: Tx): Promise<string[]> {
  const managers = await tx.user.findMany({
    where: { role: { in: ["gerente", "admin"] } },
    select: { email: true },
    orderBy: { email: "asc" },
  });
  return managers.map((manager) => manager.email);
}
