// Cache invalidations shared between the app's instances. The app writes each one to the "CacheTagRevalidation"
// table in the same request that changed the data (lib/cache/invalidate.ts); every instance polls that table
// and expires the tags in its own tag clock. An invalidation takes effect as of the moment this instance learns
// of it, not the moment it was written: whatever this instance cached in between was built from data it still
// took for fresh, and must go too.
import pg from "pg";

import { expireTag } from "./tag-clock.mjs";

export const POLL_INTERVAL_MS = 1_000;
/** Re-read a little behind the newest row, so a slow transaction committed out of order is not missed. */
const OVERLAP_MS = 5_000;

/** Marks the process as polling, whichever copy of this module started it. */
const STARTED = Symbol.for("dealership.cache-tag-sync");

/**
 * Starts polling the table once per process (no-op without a database, as in unit tests of the handlers).
 * @param {string | undefined} connectionString
 */
export function syncTagsFromDatabase(connectionString = process.env.DATABASE_URL) {
  const global = /** @type {any} */ (globalThis);
  if (global[STARTED] || !connectionString) return;
  global[STARTED] = true;
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 10_000,
    // A build worker that loaded the handlers must still be able to exit.
    allowExitOnIdle: true,
  });
  pool.on("error", () => undefined);
  let since = 0;
  let polling = false;
  /** Per tag, the newest invalidation already applied: the overlap re-reads rows, which must not expire twice. */
  const applied = new Map();

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const { rows } = await pool.query(
        `SELECT tag, (extract(epoch from "updatedAt") * 1000)::bigint AS at FROM "CacheTagRevalidation" WHERE "updatedAt" > to_timestamp($1 / 1000.0)`,
        [Math.max(0, since - OVERLAP_MS)],
      );
      const learnedAt = Date.now();
      for (const row of rows) {
        const writtenAt = Number(row.at);
        since = Math.max(since, writtenAt);
        if ((applied.get(row.tag) ?? -1) >= writtenAt) continue;
        applied.set(row.tag, writtenAt);
        expireTag(row.tag, learnedAt);
      }
    } catch {
      // Database unavailable: keep serving with what this instance knows; the next poll catches up.
    } finally {
      polling = false;
    }
  };

  void poll();
  setInterval(() => void poll(), POLL_INTERVAL_MS).unref();
}
