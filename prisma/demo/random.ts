// The demo's only source of randomness: deterministic, so every seeded database (and every test) draws the same
// stock, photos and business history.

/** 32-bit FNV-1a hash: stable seeds from text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small deterministic random generator (mulberry32). */
export function seededRandom(seed: number) {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A real number in [lo, hi). */
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    /** An integer in [lo, hi]. */
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length) % items.length]!,
    chance: (p: number) => next() < p,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
