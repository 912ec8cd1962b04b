import "server-only";

import { PHASE_PRODUCTION_BUILD } from "next/constants";
import pg from "pg";

import { env } from "@/lib/env";
import { claimRun } from "@/lib/maintenance/claim";
import { pruneExpiredRows } from "@/lib/maintenance/prune";

// Pruning on a schedule inside every app instance (started by instrumentation.ts), so a deployment needs no cron.
// Each instance looks every CHECK_EVERY_MS whether a run is due; the first to claim it runs it, and the claim
// (lib/maintenance/claim.ts) makes every other instance skip that period. The work runs on a connection of its
// own, off the request path, in short batches.

const CHECK_EVERY_MS = 10_000;
const FIRST_CHECK_AFTER_MS = 5_000;

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
