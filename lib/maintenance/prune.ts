import { LONGEST_RATE_LIMIT_WINDOW_MS, oldestKeptEventDay } from "@/lib/maintenance/retention";

// The deletions of the scheduled pruning, in batches so that no statement holds many rows or runs long while
// the site keeps writing to the same tables.

/** A pg Pool or Client: one connection of its own, apart from the app's request pool. */
export type Queryable = { query(text: string, values?: unknown[]): Promise<{ rowCount: number | null }> };

const BATCH_SIZE = 5_000;

export type PruneResult = { analyticsEvents: number; rateLimitBuckets: number };

async function inBatches(db: Queryable, deleteBatch: string, values: unknown[]): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(deleteBatch, [...values, BATCH_SIZE]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH_SIZE) return total;
  }
}

/**
 * Deletes the analytics events and rate-limit buckets nothing reads any more (lib/maintenance/retention.ts). The
 * per-day counts of AnalyticsDaily are kept.
 */
export async function pruneExpiredRows(db: Queryable, now = new Date()): Promise<PruneResult> {
  // The setting (local to the statement's own transaction) tells the trigger that keeps AnalyticsDaily in step
  // with the events to leave the daily counts alone: they outlive the events they were counted from.
  const analyticsEvents = await inBatches(
    db,
    `WITH keep_daily AS (SELECT set_config('auto_premium.keep_analytics_daily', 'on', true))
     DELETE FROM "AnalyticsEvent" WHERE "id" IN (
       SELECT "id" FROM "AnalyticsEvent", keep_daily WHERE "day" < $1::date LIMIT $2)`,
    [oldestKeptEventDay(now).toISOString().slice(0, 10)],
  );
  // The database's clock, as the rate limits themselves use it. updatedAt (indexed) is never before windowStart;
  // both bounds select the buckets whose window is over.
  const rateLimitBuckets = await inBatches(
    db,
    `DELETE FROM "RateLimitBucket" WHERE ctid IN (
       SELECT ctid FROM "RateLimitBucket"
       WHERE "updatedAt" < now() - make_interval(secs => $1) AND "windowStart" < now() - make_interval(secs => $1)
         AND ("lockedUntil" IS NULL OR "lockedUntil" <= now())
       LIMIT $2)`,
    [LONGEST_RATE_LIMIT_WINDOW_MS / 1000],
  );
  return { analyticsEvents, rateLimitBuckets };
}
