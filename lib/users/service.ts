import "server-only";

import { randomInt } from "node:crypto";

import { recordAudit, recordPasswordReset } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { hashPassword } from "@/lib/auth/password";
import { emailSchema } from "@/lib/auth/schema";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { ListQuery, USER_SORT_FIELDS } from "@/lib/lists/query";
import { foldedWords, listOrder, pageWindow, searchContains } from "@/lib/lists/search";
import { TEMPORARY_PASSWORD_HOURS } from "@/lib/constants/auth";
import { HttpError, badRequest } from "@/lib/http/errors";
import { receivesLeads } from "@/lib/leads/receivers-rule";
import { toApiUser, userSelect, type UserListAnswer } from "@/lib/users/dto";
import {
  PROTECTED_ACCOUNT,
  PROTECTED_PASSWORD,
  STAFF_ONLY_LEADS,
  USER_NOT_FOUND,
  type SettableRole,
  type UserUpdateInput,
} from "@/lib/users/schema";
import { isPlausibleId } from "@/lib/validation/ids";

// The roles tab (docs/business-rules.md "Users and roles"): list accounts, check an e-mail, set a role, whether
// the account receives leads and its commission rate. Callers hold `users:manage`.

const ADMIN_ROLES = new Set(["admin", "developer"]);

export type UserListQuery = ListQuery<(typeof USER_SORT_FIELDS)[number]> & { staff: boolean };

/**
 * GET /api/users, a page at a time: newest accounts first unless sorted; the search covers the e-mail (what the
 * roles tab searches), and `staff=true` keeps only accounts with a staff role (the tab lists those).
 */
export async function listUserPage(query: UserListQuery): Promise<UserListAnswer> {
  const words = await foldedWords(query.q);
  const where: Prisma.UserWhereInput = {
    AND: [...words.map(searchContains), ...(query.staff ? [{ role: { not: "user" as const } }] : [])],
  };
  const orderBy = listOrder(query, {
    fallback: [{ createdAt: "desc" }, { email: "asc" }],
  }) as Prisma.UserOrderByWithRelationInput[];
  const [users, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy,
      ...pageWindow(query),
      select: userSelect,
    }),
    prisma.user.count({ where }),
  ]);
  return {
    success: true,
    users: users.map(toApiUser),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Whether an account exists for the e-mail (trimmed, lower-cased); anything that is no e-mail does not. */
export async function findUserByEmail(rawEmail: string): Promise<{ id: string; email: string } | null> {
  const email = emailSchema.safeParse(rawEmail);
  if (!email.success) return null;
  return prisma.user.findUnique({ where: { email: email.data }, select: { id: true, email: true } });
}

/**
 * PUT /api/users/{id}: the role, whether the account receives leads and its commission rate, in one transaction
 * with one audit entry.
 * - A role change ends the user's sessions (the session version is bumped): they sign in again and get a session
 *   issued for the new role; it leaves receivesLeads as it was. Admin and developer accounts get a new role only
 *   from an admin or developer, so a gerente cannot demote the owner.
 * - receivesLeads is set explicitly (true or false); only staff can receive leads (400 for a plain user).
 * - The commission rate applies to sales closed from now on (docs/business-rules.md "Commissions"): sales already
 *   closed keep the rate they stored.
 */
export async function updateUser(actor: Actor, id: string, input: UserUpdateInput): Promise<void> {
  const notFound = () => new HttpError(404, USER_NOT_FOUND, { body: { success: false } });
  if (!isPlausibleId(id)) throw notFound();
  await prisma.$transaction(async (tx) => {
    // Read under the row lock: the audit entry's "before" is what this change replaced.
    const rows = await tx.$queryRaw<
      Array<{ role: string; receivesLeads: boolean | null; commissionPercent: string }>
    >`
      SELECT "role"::text AS "role", "receivesLeads", "commissionPercent"::text AS "commissionPercent"
      FROM "User" WHERE "id" = ${id} FOR UPDATE`;
    const before = rows[0];
    if (!before) throw notFound();
    const role = input.role ?? before.role;
    if (
      input.role !== undefined &&
      input.role !== before.role &&
      ADMIN_ROLES.has(before.role) &&
      !ADMIN_ROLES.has(actor.role)
    )
      throw new HttpError(403, PROTECTED_ACCOUNT);
    if (input.receivesLeads === true && role === "user")
      throw badRequest(STAFF_ONLY_LEADS, { receivesLeads: STAFF_ONLY_LEADS });

    const changes: { role?: SettableRole; receivesLeads?: boolean; commissionPercent?: number } = {};
    if (input.role !== undefined && input.role !== before.role) changes.role = input.role;
    if (input.receivesLeads !== undefined && input.receivesLeads !== before.receivesLeads)
      changes.receivesLeads = input.receivesLeads;
    const percentBefore = Number(before.commissionPercent);
    if (input.commissionPercent !== undefined && input.commissionPercent !== percentBefore)
      changes.commissionPercent = input.commissionPercent;
    if (Object.keys(changes).length === 0) return;

    await tx.user.update({
      where: { id },
      data: {
        ...(changes.role ? { role: changes.role, sessionVersion: { increment: 1 } } : {}),
        ...(changes.receivesLeads !== undefined ? { receivesLeads: changes.receivesLeads } : {}),
        ...(changes.commissionPercent !== undefined
          ? { commissionPercent: changes.commissionPercent.toFixed(2) }
          : {}),
      },
    });
    await recordAudit(tx, actor, {
      entity: "user",
      entityId: id,
      action: "update",
      before: {
        ...(changes.role ? { role: before.role } : {}),
        ...(changes.receivesLeads !== undefined ? { receivesLeads: receivesLeads(before) } : {}),
        ...(changes.commissionPercent !== undefined ? { commissionPercent: percentBefore } : {}),
      },
      after: {
        ...(changes.role ? { role: changes.role } : {}),
        ...(changes.receivesLeads !== undefined
          ? { receivesLeads: receivesLeads({ role, receivesLeads: changes.receivesLeads }) }
          : {}),
        ...(changes.commissionPercent !== undefined ? { commissionPercent: changes.commissionPercent } : {}),
      },
    });
  });
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const TEMPORARY_PASSWORD_LENGTH = 14;

/** A temporary password from the system's cryptographic generator (≈ 81 bits). */
export function temporaryPassword(): string {
  let password = "";
  for (let index = 0; index < TEMPORARY_PASSWORD_LENGTH; index++)
    password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return password;
}

/**
 * POST /api/users/{id}/reset-password (docs/business-rules.md "Staff passwords"): a new temporary password, shown
 * once to the manager; the user's sessions end and, until they choose a new password, their account can only
 * change it. It signs in for TEMPORARY_PASSWORD_HOURS, and the audit trail records who reset whose password
 * (in the same transaction). Like role changes, admin and developer accounts are reset only by an admin or
 * developer.
 */
export async function resetUserPassword(actor: Actor, id: string): Promise<string> {
  const target = isPlausibleId(id)
    ? await prisma.user.findUnique({ where: { id }, select: { role: true } })
    : null;
  if (!target) throw new HttpError(404, USER_NOT_FOUND, { body: { success: false } });
  if (ADMIN_ROLES.has(target.role) && !ADMIN_ROLES.has(actor.role))
    throw new HttpError(403, PROTECTED_PASSWORD);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const temporaryPasswordExpiresAt = new Date(Date.now() + TEMPORARY_PASSWORD_HOURS * 60 * 60 * 1000);
  await prisma.$transaction(async (tx) => {
    const updated = await tx.user.updateMany({
      where: { id },
      data: {
        passwordHash,
        mustChangePassword: true,
        temporaryPasswordExpiresAt,
        sessionVersion: { increment: 1 },
      },
    });
    // Deleted in the meantime.
    if (updated.count === 0) throw new HttpError(404, USER_NOT_FOUND, { body: { success: false } });
    await recordPasswordReset(tx, actor, id);
  });
  return password;
}
