import "server-only";

import { PHASE_PRODUCTION_BUILD } from "next/constants";
import pg from "pg";

import { env } from "@/lib/env";
import { pruneExpiredRows, type Queryable } from "@/lib/maintenance/prune";

// Pruning on a schedule inside every app instance (started by instrumentation.ts), so a deployment needs no cron.
// Each instance looks every CHECK_EVERY_MS whether a run is due; the first to claim it runs it, and the claim
// (a row of RateLimitBucket locked for RUN_EVERY_SECONDS) makes every other instance skip that period. The work
// runs on a connection of its own, off the request path, in short batches.

const CHECK_EVERY_MS = 10_000;
const FIRST_CHECK_AFTER_MS = 5_000;
export const RUN_EVERY_SECONDS = 15 * 60;
export const MAINTENANCE_SCOPE = "maintenance";
const PRUNE_SUBJECT = "prune";

/** Claims this period's run; true for exactly one caller per period across instances. */
export async function claimRun(db: Queryable): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO "RateLimitBucket" AS b ("scope", "subject", "count", "windowStart", "lockedUntil", "updatedAt")
     SELECT $1, $2, 1, now(), now() + make_interval(secs => $3), now()
     WHERE NOT EXISTS (
       SELECT 1 FROM "RateLimitBucket" WHERE "scope" = $1 AND "subject" = $2 AND "lockedUntil" > now()
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

let started = false;

export function startMaintenance(): void {
  if (started || !env.DATABASE_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  started = true;
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: 1,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 10_000,
  });
  pool.on("error", () => undefined);
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      if (await claimRun(pool)) await pruneExpiredRows(pool);
    } catch {
      // Database unavailable: a later check claims the run again once the claim has lapsed.
    } finally {
      running = false;
    }
  };
  setTimeout(() => void check(), FIRST_CHECK_AFTER_MS).unref();
  setInterval(() => void check(), CHECK_EVERY_MS).unref();
}
