import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { emailSchema } from "@/lib/auth/schema";
import { prisma } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { PROTECTED_ACCOUNT, USER_NOT_FOUND, type SettableRole } from "@/lib/users/schema";
import { isPlausibleId } from "@/lib/validation/ids";

// The roles tab (docs/business-rules.md "Users and roles"): list accounts, check an e-mail, set a role. Callers hold `users:manage`.

export type UserRow = { id: string; email: string; role: string; created_at: string; updated_at: string };

const ADMIN_ROLES = new Set(["admin", "developer"]);

export async function listUsers(): Promise<UserRow[]> {
  const users = await prisma.user.findMany({
    select: { id: true, email: true, role: true, createdAt: true, updatedAt: true },
    orderBy: [{ createdAt: "desc" }, { email: "asc" }],
  });
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  }));
}

/** Whether an account exists for the e-mail (trimmed, lower-cased); anything that is no e-mail does not. */
export async function findUserByEmail(rawEmail: string): Promise<{ id: string; email: string } | null> {
  const email = emailSchema.safeParse(rawEmail);
  if (!email.success) return null;
  return prisma.user.findUnique({ where: { email: email.data }, select: { id: true, email: true } });
}

/**
 * Sets a user's role. A change ends the user's sessions (the session version is bumped): they sign in again
 * and get a session issued for the new role. Admin and developer accounts are changed only by an admin or
 * developer, so a gerente cannot demote the owner.
 */
export async function setUserRole(actor: Actor, id: string, role: SettableRole): Promise<void> {
  const target = isPlausibleId(id)
    ? await prisma.user.findUnique({ where: { id }, select: { role: true } })
    : null;
  if (!target) throw new HttpError(404, USER_NOT_FOUND, { body: { success: false } });
  if (ADMIN_ROLES.has(target.role) && !ADMIN_ROLES.has(actor.role))
    throw new HttpError(403, PROTECTED_ACCOUNT);
  if (target.role === role) return;
  await prisma.user.update({ where: { id }, data: { role, sessionVersion: { increment: 1 } } });
}
