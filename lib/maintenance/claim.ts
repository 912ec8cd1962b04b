import type { Queryable } from "@/lib/maintenance/prune";

// Once per period across instances: the claim is a row of RateLimitBucket locked for RUN_EVERY_SECONDS; the one
// statement that takes it over from an expired lock (or creates it) wins, every other instance sees it locked.

export const RUN_EVERY_SECONDS = 15 * 60;
export const MAINTENANCE_SCOPE = "maintenance";
const PRUNE_SUBJECT = "prune";

/** Claims this period's run; true for exactly one caller per period across instances. */
export async function claimRun(db: Queryable): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO "RateLimitBucket" AS b ("scope", "subject", "count", "windowStart", "lockedUntil", "updatedAt")
     SELECT $1::text, $2::text, 1, now(), now() + make_interval(secs => $3), now()
     WHERE NOT EXISTS (
       SELECT 1 FROM "RateLimitBucket" WHERE "scope" = $1::text AND "subject" = $2::text AND "lockedUntil" > now()
     )
     ON CONFLICT ("scope", "subject") DO UPDATE SET
       "count" = b."count" + 1, "windowStart" = now(), "lockedUntil" = now() + make_interval(secs => $3),
       "updatedAt" = now()
     WHERE b."lockedUntil" IS NULL OR b."lockedUntil" <= now()
     RETURNING 1`,
    [MAINTENANCE_SCOPE, PRUNE_SUBJECT, RUN_EVERY_SECONDS],
  );
  return rowCount === 1;
}
