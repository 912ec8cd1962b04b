import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { normalizeRole } from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db/client";

/**
 * The actor behind verified token claims, as the database says now: one primary-key lookup of the role and
 * session version. A deleted user, a signed-out session (older version) or an unknown role is no actor, and a
 * demoted user acts with the new role at once.
 */
export async function actorForClaims(claims: SessionClaims): Promise<Actor | null> {
  const user = await prisma.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, email: true, name: true, role: true, sessionVersion: true, mustChangePassword: true },
  });
  if (!user || user.sessionVersion !== claims.sv) return null;
  const role = normalizeRole(user.role);
  if (!role) return null;
  const actor: Actor = { id: user.id, email: user.email, name: user.name, role };
  return user.mustChangePassword ? { ...actor, mustChangePassword: true } : actor;
}
