import "server-only";

import type { Actor } from "@/lib/auth/actor";

/**
 * The actor of an API request, from its session cookie, verified against the database (role and session
 * version). Returns null for anonymous requests and for revoked, tampered or expired sessions.
 */
export async function getRequestActor(_request: Request): Promise<Actor | null> {
  // Sessions arrive with the accounts work (next-auth); until then every request is anonymous.
  return null;
}
