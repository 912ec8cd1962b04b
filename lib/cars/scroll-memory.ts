// The stock list's scroll memory (docs/showroom.md), kept in the browser's sessionStorage: the position is
// saved when the visitor leaves /cars for a car and restored on return. Coming from the featured offers or
// through the Carros menu link marks the memory so the list opens at the top; Início, Sobre, Contato and Admin
// clear it. Pure functions over a Storage-like object, so they are tested without a browser.

export const SCROLL_MEMORY_KEY = "ap:cars-scroll";

type Memory = { kind: "position"; y: number; path: string } | { kind: "featured" } | { kind: "menu" };
export type ScrollStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function read(storage: ScrollStorage): Memory | null {
  try {
    const value = JSON.parse(storage.getItem(SCROLL_MEMORY_KEY) ?? "null") as Memory | null;
    if (value?.kind === "position" && Number.isFinite(value.y) && typeof value.path === "string")
      return value;
    if (value?.kind === "featured" || value?.kind === "menu") return value;
  } catch {
    // Unreadable memory is the same as none.
  }
  return null;
}

function write(storage: ScrollStorage, memory: Memory) {
  try {
    storage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: the list simply opens at the top.
  }
}

/** Leaving the list (path with its query) for a car. */
export function saveListPosition(storage: ScrollStorage, y: number, path: string) {
  write(storage, { kind: "position", y: Math.max(0, Math.round(y)), path });
}

export function markFromFeatured(storage: ScrollStorage) {
  write(storage, { kind: "featured" });
}

export function markFromMenu(storage: ScrollStorage) {
  write(storage, { kind: "menu" });
}

export function clearScrollMemory(storage: ScrollStorage) {
  try {
    storage.removeItem(SCROLL_MEMORY_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function hasScrollMemory(storage: ScrollStorage): boolean {
  return read(storage) !== null;
}

/** The list URL the visitor left for a car, so the car page's back button returns to the same filters. */
export function savedListPath(storage: ScrollStorage): string | null {
  const memory = read(storage);
  return memory?.kind === "position" ? memory.path : null;
}

/**
 * Where the list at `path` should scroll on arrival, consuming the memory: the saved position when it was saved
 * for this same list, the top for the featured/menu marks or another list, and null without any memory (the
 * normal navigation behaviour applies).
 */
export function takeRestoreTarget(storage: ScrollStorage, path: string): number | null {
  const memory = read(storage);
  if (!memory) return null;
  clearScrollMemory(storage);
  if (memory.kind === "position" && memory.path === path) return memory.y;
  return 0;
}
