import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { authSecret } from "@/lib/auth/secret";
import { decodeSessionToken, readSessionToken } from "@/lib/auth/session-token";
import { actorForClaims } from "@/lib/auth/session-user";

/**
 * The actor of an API request, from its session cookie (or a Bearer token), verified against the database
 * (role and session version). Returns null for anonymous requests and for revoked, tampered or expired
 * sessions; a malformed cookie or header is anonymous, never an error.
 */
export function getRequestActor(request: Request): Promise<Actor | null> {
  return actorFromHeaders(request.headers);
}

export async function actorFromHeaders(headers: Headers): Promise<Actor | null> {
  const token = readSessionToken(headers);
  if (!token) return null;
  const claims = await decodeSessionToken(token, authSecret());
  return claims ? actorForClaims(claims) : null;
}
