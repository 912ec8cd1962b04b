import "server-only";

import { prisma } from "@/lib/db/client";
import { LONGEST_RATE_LIMIT_WINDOW_MS } from "@/lib/maintenance/retention";

// Fixed-window counters in PostgreSQL (table RateLimitBucket), so limits hold across restarts and instances.
// A bucket counts hits in a window that starts at its first hit; reaching `limit` locks it for `lockMs`. Buckets
// whose window and lock are over are deleted on a schedule (lib/maintenance), hence the bound on windows.

export type RateLimitRule = { scope: string; limit: number; windowMs: number; lockMs: number };
export type RateLimitState = { locked: boolean; retryAfterSeconds: number; count: number };

const retryAfter = (lockedUntil: Date | null, now = Date.now()) =>
  lockedUntil ? Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000)) : 0;

/** Whether the subject is locked now (without counting anything). */
export async function rateLimitStatus(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
  const bucket = await prisma.rateLimitBucket.findUnique({
    where: { scope_subject: { scope: rule.scope, subject } },
    select: { count: true, lockedUntil: true },
  });
  const lockedUntil =
    bucket?.lockedUntil && bucket.lockedUntil.getTime() > Date.now() ? bucket.lockedUntil : null;
  return {
    locked: lockedUntil !== null,
    retryAfterSeconds: retryAfter(lockedUntil),
    count: bucket?.count ?? 0,
  };
}

/** Counts one hit atomically; the hit that reaches the limit locks the subject. */
export async function recordHit(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
  if (rule.windowMs > LONGEST_RATE_LIMIT_WINDOW_MS)
    throw new Error(
      `rate limit ${rule.scope}: a window longer than LONGEST_RATE_LIMIT_WINDOW_MS would be pruned early`,
    );
  const windowSeconds = rule.windowMs / 1000;
  const lockSeconds = rule.lockMs / 1000;
  const rows = await prisma.$queryRaw<Array<{ count: number; lockedUntil: Date | null }>>`
    INSERT INTO "RateLimitBucket" AS b (scope, subject, count, "windowStart", "lockedUntil", "updatedAt")
    VALUES (${rule.scope}, ${subject}, 1, now(),
            CASE WHEN 1 >= ${rule.limit} THEN now() + make_interval(secs => ${lockSeconds}) END, now())
    ON CONFLICT (scope, subject) DO UPDATE SET
      count = CASE WHEN b."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     OR (b."lockedUntil" IS NOT NULL AND b."lockedUntil" <= now()) THEN 1 ELSE b.count + 1 END,
      "windowStart" = CASE WHEN b."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     OR (b."lockedUntil" IS NOT NULL AND b."lockedUntil" <= now()) THEN now() ELSE b."windowStart" END,
      "lockedUntil" = CASE
        WHEN b."lockedUntil" > now() THEN b."lockedUntil"
        WHEN (CASE WHEN b."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     OR (b."lockedUntil" IS NOT NULL AND b."lockedUntil" <= now()) THEN 1 ELSE b.count + 1 END) >= ${rule.limit}
          THEN now() + make_interval(secs => ${lockSeconds})
        ELSE NULL END,
      "updatedAt" = now()
    RETURNING count, "lockedUntil"`;
  const row = rows[0]!;
  const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > Date.now();
  return { locked, retryAfterSeconds: retryAfter(locked ? row.lockedUntil : null), count: row.count };
}

export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { scope: rule.scope, subject } });
}

/**
 * Gives back one hit counted by recordHit (a sign-in that succeeded, a sign-up that was refused): callers count
 * an attempt before doing the work, so concurrent attempts cannot overshoot the limit, and refund it when the
 * attempt turns out not to count. A lock is lifted again if the refund takes the window back under the limit.
 */
export async function refundHit(rule: RateLimitRule, subject: string): Promise<void> {
  const windowSeconds = rule.windowMs / 1000;
  await prisma.$executeRaw`
    UPDATE "RateLimitBucket" SET
      count = GREATEST(count - 1, 0),
      "lockedUntil" = CASE WHEN count - 1 < ${rule.limit} AND "windowStart" > now() - make_interval(secs => ${windowSeconds})
                           THEN NULL ELSE "lockedUntil" END,
      "updatedAt" = now()
    WHERE scope = ${rule.scope} AND subject = ${subject}`;
}
