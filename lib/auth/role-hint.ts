import "server-only";

import { authSecret } from "@/lib/auth/secret";
import {
  decodeSessionToken,
  parseCookieHeader,
  ROLE_HINT_COOKIE,
  roleHintCookieOptions,
  SESSION_COOKIE,
  serializeCookie,
} from "@/lib/auth/session-token";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/constants/auth";

/**
 * Keeps the header's role hint in step with whatever next-auth did to the session cookie (sign-in, session
 * read with its refreshed token, sign-out, a revoked session cleared): the role of the token it set, or cleared.
 */
export async function syncRoleHint(requestHeaders: Headers, response: Response): Promise<Response> {
  const sessionCookie = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) || cookie.startsWith(`${SESSION_COOKIE}.0=`));
  const requestCookies = parseCookieHeader(requestHeaders.get("cookie"));
  let hint: string | null;
  if (sessionCookie) {
    const value = decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf("=") + 1).split(";")[0] ?? "");
    const claims = value ? await decodeSessionToken(value, authSecret()) : null;
    hint = claims?.role ?? null;
  } else if (
    requestCookies.has(ROLE_HINT_COOKIE) &&
    !requestCookies.has(SESSION_COOKIE) &&
    !requestCookies.has(`${SESSION_COOKIE}.0`)
  ) {
    hint = null;
  } else {
    return response;
  }
  if (hint === null && !requestCookies.has(ROLE_HINT_COOKIE)) return response;
  const cookie = serializeCookie(ROLE_HINT_COOKIE, hint ?? "", {
    ...roleHintCookieOptions,
    maxAge: hint ? SESSION_MAX_AGE_SECONDS : 0,
  });
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}
