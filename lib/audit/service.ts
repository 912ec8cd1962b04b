import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { auditDiff, type AuditChanges, type AuditRecord } from "@/lib/audit/diff";
import type { ApiAuditEntry, AuditAction, AuditEntity, AuditPage, AuditQuery } from "@/lib/audit/schema";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/tx";
import { pageWindow } from "@/lib/lists/search";

// The audit trail (docs/audit.md): every staff create, update and delete of the six audited entities writes one
// entry here, inside the transaction of the change itself, so a change that fails leaves no entry and a change
// that commits always has one.

export type AuditChange = {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  /** The record before the change (null for a create): a plain row, as the service read it. */
  before: AuditRecord | null;
  /** The record after the change (null for a delete). */
  after: AuditRecord | null;
};

/**
 * Writes the entry of one change with its per-field diff. An update that changed nothing writes nothing;
 * a create or delete always writes one (even of an empty record).
 */
export async function recordAudit(
  tx: Tx,
  actor: Pick<Actor, "id" | "email">,
  change: AuditChange,
): Promise<void> {
  const changes = auditDiff(change.before, change.after);
  if (change.action === "update" && Object.keys(changes).length === 0) return;
  await tx.auditEntry.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      changes,
    },
    select: { id: true },
  });
}

/** What a password reset writes: that the password changed, never a value of it (API.md "Audit trail"). */
export const PASSWORD_RESET_CHANGES: AuditChanges = { password: ["(oculta)", "(redefinida)"] };

/**
 * A staff member reset a user's password: an `update` of the user whose only change is the password, marked as
 * hidden then reset. Written apart from recordAudit, whose diff leaves secrets out entirely.
 */
export async function recordPasswordReset(
  tx: Tx,
  actor: Pick<Actor, "id" | "email">,
  userId: string,
): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      entity: "user",
      entityId: userId,
      action: "update",
      changes: PASSWORD_RESET_CHANGES,
    },
    select: { id: true },
  });
}

/** GET /api/audit: a page of the entries matching the filters, newest first. */
export async function listAuditPage(query: AuditQuery): Promise<AuditPage> {
  const where: Prisma.AuditEntryWhereInput = {
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.actorId ? { actorId: query.actorId } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.auditEntry.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    prisma.auditEntry.count({ where }),
  ]);
  const entries: ApiAuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes as AuditChanges,
  }));
  return { entries, total, page: query.page, pageSize: query.pageSize };
}
