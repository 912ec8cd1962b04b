// The handler of Next.js's response cache (next.config.ts `cacheHandler`): whole pages, route handler answers
// and fetches, kept in memory, least recently used out beyond `cacheMaxMemorySize`. An entry is a miss once one
// of its tags expired after it was made, by a `revalidateTag` here or an invalidation from another instance (both
// in the tag clock), so a page edited elsewhere is rendered again instead of served stale.
// Next.js also bundles this module into the edge middleware, so it imports nothing that needs Node: the polling
// of PostgreSQL is started by the 'use cache' handler, which Next.js loads before any response cache read.
import { createLruStore } from "./lru-store.mjs";
import { expiredSince, recordRevalidation } from "./tag-clock.mjs";

/** Next.js's default `cacheMaxMemorySize`, used when none is handed over. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
/** The response header in which a page or route answer lists its tags. */
const TAGS_HEADER = "x-next-cache-tags";

/** @typedef {{ value: any; lastModified: number; cacheControl?: unknown; tags: string[] }} Stored */

/** @type {ReturnType<typeof createLruStore<Stored>> | undefined} */
let store;

/** @param {unknown} data */
const lengthOf = (data) => (typeof data === "string" || ArrayBuffer.isView(data) ? data.length : 0);

/** Next.js's own estimate of an entry's weight. @param {string} key @param {any} value */
function sizeOf(key, value) {
  let size = 0;
  if (value.kind === "APP_PAGE") {
    size = lengthOf(value.html) + lengthOf(value.rscData) + lengthOf(value.postponed);
    for (const [segment, bytes] of value.segmentData ?? []) size += segment.length + lengthOf(bytes);
  } else if (value.kind === "APP_ROUTE") size = lengthOf(value.body);
  else size = JSON.stringify(value.data ?? value.props ?? value.pageData ?? "").length + lengthOf(value.html);
  return key.length + Math.max(1, size);
}

/** @param {any} value */
function headerTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

export default class PageCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} options */
  constructor({ maxMemoryCacheSize }) {
    // Next.js makes one handler per request; the entries are the process's.
    store ??= createLruStore(maxMemoryCacheSize || DEFAULT_MAX_BYTES);
  }

  /** @param {string} key @param {{ kind: string; tags?: string[]; softTags?: string[] }} ctx */
  async get(key, ctx) {
    const stored = store?.get(key);
    if (!stored) return null;
    const tags =
      ctx.kind === "FETCH" ? [...stored.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : stored.tags;
    if (expiredSince(tags, stored.lastModified)) return null;
    return { value: stored.value, lastModified: stored.lastModified, cacheControl: stored.cacheControl };
  }

  /** @param {string} key @param {any} data @param {{ tags?: string[]; fetchCache?: boolean; cacheControl?: unknown }} ctx */
  async set(key, data, ctx) {
    if (!data) {
      store?.delete(key);
      return;
    }
    const stored = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags: [...(ctx.tags ?? []), ...headerTags(data)],
    };
    store?.set(key, stored, sizeOf(key, data));
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    recordRevalidation(typeof tags === "string" ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}
