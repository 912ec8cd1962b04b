import type { Actor } from "@/lib/auth/actor";
import { roleCan, type Permission } from "@/lib/auth/permissions";
import { HttpError } from "@/lib/http/errors";

// The one authorization check. lib/http/route.ts runs it for every API route; server actions (public
// endpoints too) get their actor through actionActor() in lib/auth/session.ts, which runs it as well.

export const NOT_SIGNED_IN = "Não autenticado. Faça login para continuar.";
export const NO_PERMISSION = "Você não tem permissão para esta ação.";

/** The actor when it holds `permission`; otherwise 401 (no session) or 403 (no permission). */
export function authorize(actor: Actor | null, permission: Permission): Actor {
  if (!actor) throw new HttpError(401, NOT_SIGNED_IN);
  if (!roleCan(actor.role, permission)) throw new HttpError(403, NO_PERMISSION);
  return actor;
}
