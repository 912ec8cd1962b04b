import "server-only";

import { loadTagsManifest, tagExpiredAt } from "@/lib/cache/tags-manifest";

type Entry<V> = { madeAt: number; value: V };

/**
 * An in-process memo of values derived from reads cached under one tag, for the hottest anonymous answers: a hit
 * skips the 'use cache' round trip (encoding the key, decoding the stored rows) and whatever the caller derives
 * from it. An entry counts only if the tag has not expired since it was made, so it is dropped exactly when the
 * cached reads are: at once after `revalidateTag` on this instance, within tag-sync's poll after an edit on another.
 * The least recently used entries go first beyond `maxEntries`.
 */
export function createTagMemo<V>(tag: string, maxEntries: number) {
  const entries = new Map<string, Entry<V>>();

  return async function memoized(key: string, compute: () => Promise<V>): Promise<V> {
    const tags = await loadTagsManifest();
    const entry = entries.get(key);
    if (entry && tagExpiredAt(tags, tag) < entry.madeAt) {
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    }
    // Stamped before the read: an invalidation landing while it runs leaves this entry already expired.
    const madeAt = Date.now();
    const value = await compute();
    if (madeAt > tagExpiredAt(tags, tag)) {
      entries.delete(key);
      entries.set(key, { madeAt, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return value;
  };
}
