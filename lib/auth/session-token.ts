import { decode, encode } from "next-auth/jwt";
import { z } from "zod";

import { ROLE_HINT_COOKIE, SESSION_COOKIE_BASE_NAME } from "@/lib/auth/cookie-names";
import { normalizeRole, type Role } from "@/lib/auth/permissions";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/constants/auth";
import { env, siteUrl } from "@/lib/env";

// The one module that knows the session cookie's name and the token's shape. It is shared by next-auth's
// options, the custom /api/auth routes, the route wrapper and middleware.ts, so it must stay Edge-safe
// (no Prisma, no Node APIs): the signing secret is passed in by the caller.

/** Cookies are `__Secure-` prefixed and Secure when the site is served over https (NEXTAUTH_URL or SITE_URL). */
export const secureCookies = (env.NEXTAUTH_URL ?? siteUrl).startsWith("https://");

export const SESSION_COOKIE = `${secureCookies ? "__Secure-" : ""}${SESSION_COOKIE_BASE_NAME}`;

/**
 * ROLE_HINT_COOKIE: a readable cookie holding only the role, for the showroom header island (static pages cannot
 * read the session on the server). It decides what the header shows, never what the server allows.
 */
export { ROLE_HINT_COOKIE };

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies,
} as const;

export const roleHintCookieOptions = {
  httpOnly: false,
  sameSite: "lax",
  path: "/",
  secure: secureCookies,
} as const;

/** What a session token carries. `sv` is the user's session version; `authTime` (seconds) the sign-in time. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(64),
  email: z.string().max(254),
  name: z.string().max(120),
  role: z
    .string()
    .refine((role) => normalizeRole(role) !== null)
    .transform((role) => normalizeRole(role)!),
  sv: z.number().int().min(0),
  authTime: z.number().int().positive(),
});

export type SessionClaims = {
  sub: string;
  email: string;
  name: string;
  role: Role;
  sv: number;
  authTime: number;
};

export type SessionUser = { id: string; email: string; name: string; role: Role; sessionVersion: number };

export function claimsFor(user: SessionUser, authTime = Math.floor(Date.now() / 1000)): SessionClaims {
  return {
    sub: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    sv: user.sessionVersion,
    authTime,
  };
}

/** Validates a decoded token's payload; anything else (foreign shape, unknown role) is no session. */
export function parseClaims(payload: unknown, now = Date.now()): SessionClaims | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  // Sessions last 24 hours from sign-in: next-auth re-issues the cookie on every session read, so the expiry
  // inside the token slides, but the sign-in time does not.
  if ((parsed.data.authTime + SESSION_MAX_AGE_SECONDS) * 1000 <= now) return null;
  return parsed.data;
}

export function encodeSessionToken(claims: SessionClaims, secret: string): Promise<string> {
  return encode({ token: claims, secret, maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The verified claims of a token, or null when it is tampered with, signed with another secret or expired. */
export async function decodeSessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    return parseClaims(await decode({ token, secret }));
  } catch {
    return null;
  }
}

/** Cookie header → name/value pairs; malformed pieces are skipped, never thrown on. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep the raw value: a token never contains % escapes, so it will simply fail to decode later.
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** The session cookie's value, joined from next-auth's chunks (`name.0`, `name.1`, …) when it was split. */
function sessionCookieValue(cookies: Map<string, string>): string | null {
  const whole = cookies.get(SESSION_COOKIE);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let index = 0; cookies.has(`${SESSION_COOKIE}.${index}`); index++)
    chunks.push(cookies.get(`${SESSION_COOKIE}.${index}`)!);
  return chunks.length ? chunks.join("") : null;
}

export function hasSessionCookie(headers: Headers): boolean {
  return sessionCookieValue(parseCookieHeader(headers.get("cookie"))) !== null;
}

/**
 * The raw session token of a request: the session cookie, or else an `Authorization: Bearer <token>` header
 * (as next-auth's getToken reads it). Malformed headers give null.
 */
export function readSessionToken(headers: Headers): string | null {
  const fromCookie = sessionCookieValue(parseCookieHeader(headers.get("cookie")));
  if (fromCookie) return fromCookie;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Serialises a Set-Cookie value (the routes set cookies on plain Responses). */
export function serializeCookie(
  name: string,
  value: string,
  options: { httpOnly: boolean; sameSite: "lax"; path: string; secure: boolean; maxAge: number },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`];
  if (options.maxAge <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

/** Set-Cookie values that establish a session (token and role hint). */
export function sessionCookies(token: string, role: Role): string[] {
  return [
    serializeCookie(SESSION_COOKIE, token, { ...sessionCookieOptions, maxAge: SESSION_MAX_AGE_SECONDS }),
    serializeCookie(ROLE_HINT_COOKIE, role, { ...roleHintCookieOptions, maxAge: SESSION_MAX_AGE_SECONDS }),
  ];
}

/** Set-Cookie values that clear the session (token, its chunks if any, and the role hint). */
export function clearedSessionCookies(requestHeaders?: Headers): string[] {
  const present = parseCookieHeader(requestHeaders?.get("cookie") ?? null);
  const chunkNames = [...present.keys()].filter((name) => name.startsWith(`${SESSION_COOKIE}.`));
  return [
    serializeCookie(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 }),
    ...chunkNames.map((name) => serializeCookie(name, "", { ...sessionCookieOptions, maxAge: 0 })),
    serializeCookie(ROLE_HINT_COOKIE, "", { ...roleHintCookieOptions, maxAge: 0 }),
  ];
}
