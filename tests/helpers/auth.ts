import { randomBytes, randomInt } from "node:crypto";

import { inject } from "vitest";

import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/permissions";

import { apiUrl, testDb } from "./db";

// Helpers for integration tests that need accounts and sessions (RBAC tests of every admin area):
//
//   const gerente = await signedInAs("gerente");
//   const response = await api("/api/expenses", { session: gerente });           // GET with the session
//   await api("/api/expenses", { method: "POST", json: {...}, session: gerente }); // same-origin JSON POST
//   await api("/api/expenses");                                                  // anonymous
//
// Accounts are created directly in the database (no sign-up limits involved); sessions come from the real
// POST /api/auth/login, so they are exactly what a browser gets. Every call sends a same-origin `Origin`
// (the API refuses state-changing requests from other sites) and a client address of its own.

export const TEST_PASSWORD = "senha-de-teste-123";

export type TestUser = { id: string; email: string; name: string; role: Role; password: string };
export type Session = { cookie: string; token: string };
export type SignedInUser = TestUser & Session;

/** A random client address (X-Forwarded-For), so one test's failed sign-ins never lock another's. */
export function testAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(6).toString("hex")}@test.local`;
}

/** The site's origin, as a browser on this site sends it. */
export function siteOrigin(): string {
  return inject("baseUrl");
}

/** Creates an account with the given role straight in the database. */
export async function createUser(
  options: { role?: Role; email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? "user");
  const password = options.password ?? TEST_PASSWORD;
  const user = await testDb().user.create({
    data: {
      email,
      name: options.name ?? email.split("@")[0]!,
      role: options.role ?? "user",
      passwordHash: await hashPassword(password),
    },
    select: { id: true, email: true, name: true, role: true },
  });
  return { ...user, role: user.role as Role, password };
}

export type ApiInit = Omit<RequestInit, "body" | "headers"> & {
  /** Sent as a JSON body with Content-Type application/json. */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Whose session cookie to send; none for an anonymous call. */
  session?: Session | null;
  /** X-Forwarded-For; a fresh random address by default. */
  address?: string;
};

/** A call to the running app, same-origin, with the session's cookie when given. */
export function api(path: string, init: ApiInit = {}): Promise<Response> {
  const { json, session, address, headers, body, ...rest } = init;
  return fetch(apiUrl(path), {
    redirect: "manual",
    ...rest,
    body: json === undefined ? body : JSON.stringify(json),
    headers: {
      Origin: siteOrigin(),
      "X-Forwarded-For": address ?? testAddress(),
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...(session ? { Cookie: session.cookie } : {}),
      ...headers,
    },
  });
}

/** The session cookie (`name=value`) a response sets, if any. */
export function sessionFrom(response: Response): Session | null {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((pair) => /^(__Secure-)?next-auth\.session-token=./.test(pair));
  return cookie ? { cookie, token: decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)) } : null;
}

/** Signs in through POST /api/auth/login and returns the session it established. */
export async function signIn(
  user: { email: string; password: string },
  options: { address?: string } = {},
): Promise<Session> {
  const response = await api("/api/auth/login", {
    method: "POST",
    json: { email: user.email, password: user.password },
    address: options.address,
  });
  const session = sessionFrom(response);
  if (response.status !== 200 || !session) {
    throw new Error(`sign-in of ${user.email} failed: ${response.status} ${await response.text()}`);
  }
  return session;
}

/** A new account with the role, signed in. */
export async function signedInAs(
  role: Role,
  options: { email?: string; name?: string } = {},
): Promise<SignedInUser> {
  const user = await createUser({ role, ...options });
  return { ...user, ...(await signIn(user)) };
}

/**
 * Where a page response redirects: the Location of a 3xx, or the target of a redirect() that Next streams
 * inside an already started 200 response (pages with a prerendered shell commit their status first; the
 * browser follows it with JavaScript). Null when the page does not redirect.
 */
export async function pageRedirect(response: Response): Promise<string | null> {
  if (response.status >= 300 && response.status < 400) return response.headers.get("location");
  const streamed = /NEXT_REDIRECT;(?:replace|push);([^;]+);30[78];/.exec(await response.text());
  return streamed ? streamed[1]!.replace(/\\u0026/g, "&") : null;
}
