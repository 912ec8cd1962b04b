// A map bounded by the bytes of what it holds: reading an entry makes it the most recent, and the least recently
// used entries go first once the bound is passed. Both cache handlers keep their entries in one.

/**
 * @template V
 * @param {number} maxBytes
 */
export function createLruStore(maxBytes) {
  /** @type {Map<string, { value: V; size: number }>} */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} key */
  function remove(key) {
    const item = entries.get(key);
    if (!item) return;
    entries.delete(key);
    bytes -= item.size;
  }

  return {
    /** @param {string} key @returns {V | undefined} */
    get(key) {
      const item = entries.get(key);
      if (!item) return undefined;
      entries.delete(key);
      entries.set(key, item);
      return item.value;
    },
    /** @param {string} key @param {V} value @param {number} size */
    set(key, value, size) {
      remove(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    get bytes() {
      return bytes;
    },
  };
}
