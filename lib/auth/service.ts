import "server-only";

import type { Actor } from "@/lib/auth/actor";
import { allowListRole } from "@/lib/auth/allow-lists";
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  SIGN_IN_RATE_LIMITED,
  SIGN_UP_RATE_LIMITED,
  TEMPORARY_PASSWORD_EXPIRED,
} from "@/lib/auth/messages";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { normalizeRole } from "@/lib/auth/permissions";
import { SIGN_IN_ADDRESS_LIMIT, SIGN_IN_EMAIL_LIMIT, SIGN_UP_ADDRESS_LIMIT } from "@/lib/auth/rate-limits";
import {
  displayName,
  WRONG_CURRENT_PASSWORD,
  type ChangePassword,
  type SignIn,
  type SignUp,
} from "@/lib/auth/schema";
import { authSecret } from "@/lib/auth/secret";
import {
  claimsFor,
  decodeSessionToken,
  readSessionToken,
  type SessionClaims,
  type SessionUser,
} from "@/lib/auth/session-token";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { NOT_SIGNED_IN } from "@/lib/auth/guard";
import { HttpError } from "@/lib/http/errors";
import {
  rateLimitStatus,
  recordHit,
  refundHit,
  type RateLimitRule,
  type RateLimitState,
} from "@/lib/rate-limit";

// Sign-up, sign-in and sign-out: the rules of docs/business-rules.md "Auth". The routes only parse and set cookies.

/** `mustChangePassword`: the account signed in with a temporary password and must change it first. */
export type SignedIn = { user: Actor; claims: SessionClaims; mustChangePassword?: boolean };

const allowLists = () => ({ admins: env.ADMIN_EMAILS, developers: env.DEVELOPER_EMAILS });

function tooManyAttempts(message: string, states: RateLimitState[]): HttpError {
  const retryAfter = Math.max(1, ...states.map((state) => state.retryAfterSeconds));
  return new HttpError(429, message, { headers: { "Retry-After": String(retryAfter) } });
}

function issue(user: SessionUser, mustChangePassword = false): SignedIn {
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    claims: claimsFor(user),
    ...(mustChangePassword ? { mustChangePassword: true } : {}),
  };
}

function sessionUser(user: {
  id: string;
  email: string;
  name: string;
  role: string;
  sessionVersion: number;
}): SessionUser {
  return { ...user, role: normalizeRole(user.role) ?? "user" };
}

/**
 * Counts an attempt against every rule before the attempt runs, so that concurrent attempts cannot overshoot a
 * limit. Returns null when the attempt may go ahead; otherwise the hits are given back and the states of the
 * exceeded rules are returned.
 */
async function reserveAttempt(rules: Array<[RateLimitRule, string]>): Promise<RateLimitState[] | null> {
  const hits = await Promise.all(rules.map(([rule, subject]) => recordHit(rule, subject)));
  const exceeded = hits.filter((hit, index) => hit.count > rules[index]![0].limit);
  if (!exceeded.length) return null;
  await Promise.all(rules.map(([rule, subject]) => refundHit(rule, subject)));
  return exceeded;
}

/** A staff reset's temporary password signs in for TEMPORARY_PASSWORD_HOURS only. */
function temporaryPasswordExpired(user: {
  mustChangePassword: boolean;
  temporaryPasswordExpiresAt: Date | null;
}): boolean {
  return (
    user.mustChangePassword &&
    user.temporaryPasswordExpiresAt !== null &&
    user.temporaryPasswordExpiresAt.getTime() <= Date.now()
  );
}

// Unknown e-mails are checked against a real hash too, so the answer time does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;

/** POST /api/auth/login: 5 failures per e-mail (20 per address) in 15 minutes lock it for 15 minutes. */
export async function signIn(input: SignIn, address: string): Promise<SignedIn> {
  const rules: Array<[RateLimitRule, string]> = [
    [SIGN_IN_EMAIL_LIMIT, input.email],
    [SIGN_IN_ADDRESS_LIMIT, address],
  ];
  const states = await Promise.all(rules.map(([rule, subject]) => rateLimitStatus(rule, subject)));
  if (states.some((state) => state.locked)) throw tooManyAttempts(SIGN_IN_RATE_LIMITED, states);
  const exceeded = await reserveAttempt(rules);
  if (exceeded) throw tooManyAttempts(SIGN_IN_RATE_LIMITED, exceeded);

  const user = await prisma.user.findUnique({
    where: { email: input.email },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      sessionVersion: true,
      passwordHash: true,
      mustChangePassword: true,
      temporaryPasswordExpiresAt: true,
    },
  });
  dummyHash ??= hashPassword("not-a-real-password");
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS);
  // Only someone holding the temporary password learns that it expired; the attempt stays counted.
  if (temporaryPasswordExpired(user)) throw new HttpError(401, TEMPORARY_PASSWORD_EXPIRED);

  // A successful attempt is not a failure: give the reserved hits back.
  await Promise.all(rules.map(([rule, subject]) => refundHit(rule, subject)));
  const granted = allowListRole(user.email, allowLists());
  const { passwordHash: _hash, mustChangePassword, temporaryPasswordExpiresAt: _expiry, ...account } = user;
  if (granted && granted !== account.role) {
    // A role change ends the account's other sessions; this sign-in gets one for the new role.
    const updated = await prisma.user.update({
      where: { id: account.id },
      data: { role: granted, sessionVersion: { increment: 1 } },
      select: { role: true, sessionVersion: true },
    });
    account.role = updated.role;
    account.sessionVersion = updated.sessionVersion;
  }
  return issue(sessionUser(account), mustChangePassword);
}

/**
 * PUT /api/auth/password: the signed-in user's new password. A wrong current password counts as a failed
 * sign-in of that e-mail and client address (the same lockout; while locked, 429 even with the right one). The
 * change ends every other session of the account: the version is bumped and the caller gets a new token, with
 * its original sign-in time, for the new version. It also lifts a temporary password's restriction.
 */
export async function changePassword(
  headers: Headers,
  input: ChangePassword,
  address: string,
): Promise<SessionClaims> {
  const token = readSessionToken(headers);
  const claims = token ? await decodeSessionToken(token, authSecret()) : null;
  if (!claims) throw new HttpError(401, NOT_SIGNED_IN);
  const user = await prisma.user.findUnique({
    where: { id: claims.sub },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      sessionVersion: true,
      mustChangePassword: true,
      temporaryPasswordExpiresAt: true,
    },
  });
  if (!user || user.sessionVersion !== claims.sv) throw new HttpError(401, NOT_SIGNED_IN);

  const rules: Array<[RateLimitRule, string]> = [
    [SIGN_IN_EMAIL_LIMIT, user.email],
    [SIGN_IN_ADDRESS_LIMIT, address],
  ];
  const states = await Promise.all(rules.map(([rule, subject]) => rateLimitStatus(rule, subject)));
  if (states.some((state) => state.locked)) throw tooManyAttempts(SIGN_IN_RATE_LIMITED, states);
  const exceeded = await reserveAttempt(rules);
  if (exceeded) throw tooManyAttempts(SIGN_IN_RATE_LIMITED, exceeded);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
  await Promise.all(rules.map(([rule, subject]) => refundHit(rule, subject)));
  // A session opened with a temporary password cannot outlive it: past its 72 hours it changes nothing.
  if (temporaryPasswordExpired(user))
    throw new HttpError(400, TEMPORARY_PASSWORD_EXPIRED, {
      fields: { currentPassword: TEMPORARY_PASSWORD_EXPIRED },
    });

  const passwordHash = await hashPassword(input.newPassword);
  // Only while the session is still current: a concurrent sign-out or reset wins over this change.
  const updated = await prisma.user.updateManyAndReturn({
    where: { id: user.id, sessionVersion: claims.sv },
    data: {
      passwordHash,
      mustChangePassword: false,
      temporaryPasswordExpiresAt: null,
      sessionVersion: { increment: 1 },
    },
    select: { email: true, name: true, role: true, sessionVersion: true },
  });
  const account = updated[0];
  if (!account) throw new HttpError(401, NOT_SIGNED_IN);
  return {
    ...claims,
    email: account.email,
    name: account.name,
    role: normalizeRole(account.role) ?? "user",
    sv: account.sessionVersion,
  };
}

/** POST /api/auth/register: 5 accounts per address and hour; refused attempts (400, 409) do not count. */
export async function signUp(input: SignUp, address: string): Promise<SignedIn> {
  const status = await rateLimitStatus(SIGN_UP_ADDRESS_LIMIT, address);
  if (status.locked) throw tooManyAttempts(SIGN_UP_RATE_LIMITED, [status]);
  const existing = await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new HttpError(409, EMAIL_TAKEN);

  const passwordHash = await hashPassword(input.password);
  const exceeded = await reserveAttempt([[SIGN_UP_ADDRESS_LIMIT, address]]);
  if (exceeded) throw tooManyAttempts(SIGN_UP_RATE_LIMITED, exceeded);
  try {
    const user = await prisma.user.create({
      data: {
        email: input.email,
        name: displayName(input.email, input.name),
        role: allowListRole(input.email, allowLists()) ?? "user",
        passwordHash,
      },
      select: { id: true, email: true, name: true, role: true, sessionVersion: true },
    });
    return issue(sessionUser(user));
  } catch (error) {
    await refundHit(SIGN_UP_ADDRESS_LIMIT, address);
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if ((error as { code?: unknown }).code === "P2002") throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/**
 * POST /api/auth/logout: ends the request's session on the server by bumping the user's session version, so a
 * replayed cookie is refused. Every session of that user ends with it (sessions are not stored one by one).
 */
export async function signOut(headers: Headers): Promise<void> {
  const token = readSessionToken(headers);
  const claims = token ? await decodeSessionToken(token, authSecret()) : null;
  if (!claims) return;
  await revokeSessions(claims.sub, claims.sv);
}

/** Bumps the session version when it is still `currentVersion` (a replayed sign-out changes nothing). */
export async function revokeSessions(userId: string, currentVersion: number): Promise<void> {
  await prisma.user.updateMany({
    where: { id: userId, sessionVersion: currentVersion },
    data: { sessionVersion: { increment: 1 } },
  });
}
