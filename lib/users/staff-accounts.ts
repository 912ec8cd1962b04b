import { verifyPassword, hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/connect";
import { DEMO_PASSWORD, DEMO_STAFF } from "@/lib/users/demo-accounts";

// The launcher's account checks. A demo account is one of the README's demo e-mails whose password is still
// the published one: recognised by the password itself, so data folders seeded before this check existed are
// caught too, and an account whose owner chose a real password is left alone. "Disabled" means its password
// hash is replaced by a value no password matches and its sessions are ended; the account and its history
// (sales it made) stay.

/** Stored instead of a hash: verifyPassword fails on it for every password. */
export const DISABLED_PASSWORD_HASH = "!disabled: demo account with the published password";

const DEMO_EMAILS = DEMO_STAFF.map((member) => member.email);

type Log = (line: string) => void;

/** Creates the missing demo accounts and re-enables disabled ones (development or DEMO_ACCOUNTS=1). */
export async function ensureDemoAccounts(db: Db, log: Log): Promise<void> {
  const existing = await db.user.findMany({
    where: { email: { in: DEMO_EMAILS } },
    select: { email: true, passwordHash: true },
  });
  const missing = DEMO_STAFF.filter((member) => !existing.some((user) => user.email === member.email));
  const disabled = existing
    .filter((user) => user.passwordHash === DISABLED_PASSWORD_HASH)
    .map((user) => user.email);
  if (!missing.length && !disabled.length) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.$transaction([
    db.user.createMany({
      data: missing.map((member) => ({
        email: member.email,
        name: member.name,
        role: member.role,
        passwordHash,
      })),
      skipDuplicates: true,
    }),
    db.user.updateMany({
      where: { email: { in: disabled }, passwordHash: DISABLED_PASSWORD_HASH },
      data: { passwordHash },
    }),
  ]);
  const changed = [...missing.map((member) => member.email), ...disabled];
  log(`[accounts] demo accounts ready (password ${DEMO_PASSWORD}): ${changed.join(", ")}`);
}

/**
 * A production start without DEMO_ACCOUNTS=1: every demo e-mail that still signs in with the published password
 * (an old data folder, a seed run with --with-staff) loses its sign-in. Returns the e-mails disabled.
 */
export async function disablePublishedDemoAccounts(db: Db, log: Log): Promise<string[]> {
  const candidates = await db.user.findMany({
    where: { email: { in: DEMO_EMAILS } },
    select: { id: true, email: true, passwordHash: true },
    orderBy: { email: "asc" },
  });
  const disabled: string[] = [];
  for (const user of candidates) {
    if (!(await verifyPassword(user.passwordHash, DEMO_PASSWORD))) continue;
    // Only while the hash is still the one checked: a password changed meanwhile is kept.
    const { count } = await db.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: DISABLED_PASSWORD_HASH, sessionVersion: { increment: 1 } },
    });
    if (count) disabled.push(user.email);
  }
  if (disabled.length) {
    log(
      `[accounts] sign-in disabled for ${disabled.join(", ")}: demo accounts with the published password ` +
        `"${DEMO_PASSWORD}" must not exist in production (set DEMO_ACCOUNTS=1 to keep demo accounts)`,
    );
  }
  return disabled;
}

/**
 * What an operator must know about admin accounts at a production start: how to create the first one, and which
 * ADMIN_EMAILS addresses have no account yet (whoever signs up with one first becomes admin).
 */
export async function reportAdminAccounts(db: Db, adminEmails: readonly string[], log: Log): Promise<void> {
  const admins = await db.user.count({
    where: { role: "admin", passwordHash: { not: DISABLED_PASSWORD_HASH } },
  });
  if (admins === 0) {
    log("[accounts] no admin account yet: create one with `npm run admin:create -- <email>`");
  }
  if (!adminEmails.length) return;
  const existing = await db.user.findMany({
    where: { email: { in: [...adminEmails] } },
    select: { email: true },
  });
  for (const email of adminEmails) {
    if (existing.some((user) => user.email === email)) continue;
    log(
      `[accounts] warning: ADMIN_EMAILS lists ${email}, which has no account yet: whoever signs up with it first ` +
        "becomes admin. Create it now with `npm run admin:create -- " +
        `${email}\` or remove it from ADMIN_EMAILS`,
    );
  }
}
