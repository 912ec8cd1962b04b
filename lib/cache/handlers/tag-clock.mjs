// When each cache tag was last made stale or expired, as this process knows it. Next.js's own invalidations
// (`revalidateTag`, through either cache handler) and those other instances wrote to PostgreSQL (tag-sync.mjs)
// both land here, and both handlers judge their entries by it. Times are in ms since the epoch.

// Kept on the global object: Next.js may evaluate a handler module more than once in a process (its own copy
// in a bundle besides the one Node loads), and all of them must share one clock.
const TIMES = Symbol.for("dealership.cache-tag-times");
/** @type {Map<string, { stale?: number; expired?: number }>} */
const times = /** @type {any} */ ((globalThis)[TIMES] ??= new Map());

/**
 * A `revalidateTag` of this process. Without durations the tags expire now; with them they go stale now and
 * expire `durations.expire` seconds later.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function recordRevalidation(tags, durations) {
  const now = Date.now();
  for (const tag of tags) {
    const current = times.get(tag) ?? {};
    if (!durations) times.set(tag, { ...current, expired: now });
    else {
      const expired = durations.expire === undefined ? current.expired : now + durations.expire * 1000;
      times.set(tag, { stale: now, expired });
    }
  }
}

/**
 * An invalidation learnt from elsewhere, taking effect `at`: stale and expired then, unless already later.
 * @param {string} tag
 * @param {number} at
 */
export function expireTag(tag, at) {
  const current = times.get(tag) ?? {};
  if ((current.expired ?? 0) >= at) return;
  times.set(tag, { stale: at, expired: at });
}

/**
 * Whether one of the tags expired after `timestamp` (and that expiry has come).
 * @param {readonly string[]} tags
 * @param {number} timestamp
 */
export function expiredSince(tags, timestamp) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = times.get(tag)?.expired ?? 0;
    return expired > timestamp && expired <= now;
  });
}

/**
 * Whether one of the tags went stale after `timestamp`.
 * @param {readonly string[]} tags
 * @param {number} timestamp
 */
export function staleSince(tags, timestamp) {
  return tags.some((tag) => (times.get(tag)?.stale ?? 0) > timestamp);
}

/**
 * The latest expiry of these tags, 0 if none was ever expired.
 * @param {readonly string[]} tags
 */
export function latestExpiry(tags) {
  return Math.max(0, ...tags.map((tag) => times.get(tag)?.expired ?? 0));
}
