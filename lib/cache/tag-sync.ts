import "server-only";

import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";
import pg from "pg";

import { loadTagsManifest, type TagsManifest } from "@/lib/cache/tags-manifest";
import { CARS_TAG } from "@/lib/cache/tags";
import { env } from "@/lib/env";

/** The implicit tag every page carries (its root layout), and the data tags of the cached reads. */
const EVERYTHING_CACHED = [`${NEXT_CACHE_IMPLICIT_TAG_ID}/layout`, CARS_TAG];

// Next.js keeps tag invalidations in one in-memory map per process: `revalidateTag` on one instance leaves
// every other instance serving stale pages. Invalidations are therefore also written to PostgreSQL, and each
// instance polls that table and replays what others wrote into its own map. An invalidation is replayed as of
// the moment this instance learns of it, not the moment it was written: whatever this instance cached in between
// was built from data it still took for fresh, and must go too.
// At start-up, everything cached before this process started (pages prerendered by `next build`, perhaps
// against another database or with other DEALER_* settings, and pages a previous run left on disk) counts as
// expired: each page is rendered again once, with this run's data and configuration.

const POLL_INTERVAL_MS = 1_000;
/** Re-read a little behind the newest row, so a slow transaction committed out of order is not missed. */
const OVERLAP_MS = 5_000;

let started = false;

/** Marks the tags expired in this process's manifest as of `at` (ms), unless it already knows a later time. */
function applyInvalidation(manifest: TagsManifest, tag: string, at: number) {
  const current = manifest.get(tag) ?? {};
  if ((current.expired ?? 0) >= at) return;
  manifest.set(tag, { ...current, stale: at, expired: at });
}

export async function startTagSync(): Promise<void> {
  if (started || !env.DATABASE_URL) return;
  started = true;
  const manifest = await loadTagsManifest();
  const startedAt = Date.now();
  for (const tag of EVERYTHING_CACHED) applyInvalidation(manifest, tag, startedAt);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1, connectionTimeoutMillis: 2_000, idleTimeoutMillis: 10_000 });
  pool.on("error", () => undefined);
  let since = 0;
  let polling = false;
  /** Per tag, the newest invalidation already replayed: the overlap re-reads rows, which must not expire twice. */
  const replayed = new Map<string, number>();

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const { rows } = await pool.query<{ tag: string; at: string }>(
        `SELECT tag, (extract(epoch from "updatedAt") * 1000)::bigint AS at FROM "CacheTagRevalidation" WHERE "updatedAt" > to_timestamp($1 / 1000.0)`,
        [Math.max(0, since - OVERLAP_MS)],
      );
      const learnedAt = Date.now();
      for (const row of rows) {
        const writtenAt = Number(row.at);
        since = Math.max(since, writtenAt);
        if ((replayed.get(row.tag) ?? -1) >= writtenAt) continue;
        replayed.set(row.tag, writtenAt);
        applyInvalidation(manifest, row.tag, learnedAt);
      }
    } catch {
      // Database unavailable: keep serving with what this instance knows; the next poll catches up.
    } finally {
      polling = false;
    }
  };

  await poll();
  setInterval(() => void poll(), POLL_INTERVAL_MS).unref();
}
