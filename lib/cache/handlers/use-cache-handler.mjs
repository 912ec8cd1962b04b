// The handler of 'use cache' entries (next.config.ts `cacheHandlers.default`): Next.js's in-memory behaviour —
// a size-bounded LRU that drops an entry once it is due for revalidation or one of its tags expired — with tag
// expiries from the process's tag clock, which also hears of invalidations made on other instances.
// Entries whose key a visitor chooses (an answer per query string, tagged VISITOR_QUERY_TAG) live in an LRU of
// their own: no number of distinct queries can evict the stock lists every page and answer is drawn from.
import { createLruStore } from "./lru-store.mjs";
import { expiredSince, latestExpiry, recordRevalidation, staleSince } from "./tag-clock.mjs";
import { syncTagsFromDatabase } from "./tag-sync.mjs";

/** Next.js's default `cacheMaxMemorySize`, which sizes its own in-memory 'use cache' store. */
const MAX_BYTES = 50 * 1024 * 1024;
/** The visitors' share: answers per query, the least recently used out first. */
const MAX_VISITOR_BYTES = 16 * 1024 * 1024;

/** The tag of an entry made per visitor-chosen query (lib/cache/tags.ts names it for the app's code). */
export const VISITOR_QUERY_TAG = "visitor-query";

/** @typedef {import("next/cache").CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, "value">} EntryMetadata */

/** @type {ReturnType<typeof createLruStore<{ entry: EntryMetadata; bytes: Uint8Array }>>} */
const store = createLruStore(MAX_BYTES);
/** @type {typeof store} */
const visitorStore = createLruStore(MAX_VISITOR_BYTES);
/** Reads of a key wait for its write in progress. @type {Map<string, Promise<void>>} */
const pendingSets = new Map();

// Next.js loads this module before it reads either cache, so both learn of other instances' invalidations.
syncTagsFromDatabase();

/** @param {Uint8Array} bytes */
const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/** @type {import("next/cache").CacheHandler} */
const useCacheHandler = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey);
    const stored = store.get(cacheKey) ?? visitorStore.get(cacheKey);
    if (!stored) return undefined;
    const { entry, bytes } = stored;
    // An in-memory entry is not worth serving stale while a fresh one is made: it goes at its revalidate time.
    if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    if (expiredSince(entry.tags, entry.timestamp)) return undefined;
    const revalidate = staleSince(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
    return { ...entry, revalidate, value: streamOf(bytes) };
  },

  async set(cacheKey, pendingEntry) {
    /** @type {() => void} */
    let settled = () => undefined;
    pendingSets.set(cacheKey, new Promise((resolve) => (settled = resolve)));
    try {
      const { value, ...entry } = await pendingEntry;
      const bytes = new Uint8Array(await new Response(value).arrayBuffer());
      const target = entry.tags.includes(VISITOR_QUERY_TAG) ? visitorStore : store;
      target.set(cacheKey, { entry, bytes }, cacheKey.length + bytes.byteLength);
    } catch {
      // A value that failed midway would make an incomplete page: nothing is kept.
    } finally {
      settled();
      pendingSets.delete(cacheKey);
    }
  },

  async refreshTags() {
    // Other instances' invalidations arrive by polling in the background (tag-sync.mjs): a request never waits on
    // the database.
  },

  async getExpiration(tags) {
    return latestExpiry(tags);
  },

  async updateTags(tags, durations) {
    recordRevalidation(tags, durations);
  },
};

export default useCacheHandler;
