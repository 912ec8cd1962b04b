import type { Actor } from "@/lib/auth/actor";
import { roleCan, type Permission } from "@/lib/auth/permissions";
import { HttpError } from "@/lib/http/errors";

// The one authorization check. lib/api/route.ts runs it for every API route; server actions (public
// endpoints too) get their actor through actionActor() in lib/auth/session.ts, which runs it as well.

export const NOT_SIGNED_IN = "Não autenticado. Faça login para continuar.";
export const NO_PERMISSION = "Você não tem permissão para esta ação.";
export const MUST_CHANGE_PASSWORD = "Troque a senha provisória para continuar";

/**
 * The actor when it holds `permission`; otherwise 401 (no session) or 403 (no permission, or a temporary password
 * not yet changed: docs/business-rules.md "Staff passwords").
 */
export function authorize(actor: Actor | null, permission: Permission): Actor {
  return authorizeSignedIn(actor, { roleCan: (role) => roleCan(role, permission) });
}

/**
 * Any signed-in actor (401 otherwise). One with a temporary password gets 403 unless `duringPasswordChange` (the
 * password change itself is what lets them out).
 */
export function authorizeSignedIn(
  actor: Actor | null,
  options: { duringPasswordChange?: boolean; roleCan?: (role: Actor["role"]) => boolean } = {},
): Actor {
  if (!actor) throw new HttpError(401, NOT_SIGNED_IN);
  if (actor.mustChangePassword && !options.duringPasswordChange)
    throw new HttpError(403, MUST_CHANGE_PASSWORD);
  if (options.roleCan && !options.roleCan(actor.role)) throw new HttpError(403, NO_PERMISSION);
  return actor;
}

/**
 * Who a public route serves: a user who still has to change a temporary password is served like a visitor, so
 * public pages and forms keep working while nothing of their account's access does.
 */
export function publicActor(actor: Actor | null): Actor | null {
  return actor?.mustChangePassword ? null : actor;
}
