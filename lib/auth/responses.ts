import "server-only";

import { authSecret } from "@/lib/auth/secret";
import type { SignedIn } from "@/lib/auth/service";
import { clearedSessionCookies, encodeSessionToken, sessionCookies } from "@/lib/auth/session-token";

/** `{user}` with the session cookie (and the header's role hint) set: the caller is signed in. */
export async function signedInResponse(
  { user, claims, mustChangePassword }: SignedIn,
  status: number,
): Promise<Response> {
  const token = await encodeSessionToken(claims, authSecret());
  // A temporary password: the client sends the user to change it (every other call answers 403 until then).
  const response = Response.json(mustChangePassword ? { user, mustChangePassword: true } : { user }, {
    status,
  });
  for (const cookie of sessionCookies(token, user.role)) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** `{success:true}` with the session cookie, its chunks and the role hint cleared. */
export function signedOutResponse(requestHeaders: Headers): Response {
  const response = Response.json({ success: true });
  for (const cookie of clearedSessionCookies(requestHeaders)) response.headers.append("Set-Cookie", cookie);
  return response;
}
