// The stock list's scroll memory (docs/showroom.md), kept in the browser's sessionStorage: the position is
// saved when the visitor leaves /cars for a car and restored when a link takes them from the car page back to the
// list. Coming from the featured offers or through the Carros menu link marks the memory so the list opens at the
// top; Início, Sobre, Contato and Admin clear it. Pure functions over a Storage-like object, so they are tested
// without a browser.
//
// The saved position outlives its restoration: the browser's back and forward buttons move between the list and
// the car without any link, so the car page's back link must still know the position on a later visit. What is
// consumed on arrival is only the "returning" flag a link sets on its way to the list, so that other arrivals
// (back/forward, which the browser restores itself, or a change of filters) leave the scroll alone.

export const SCROLL_MEMORY_KEY = "ap:cars-scroll";

type Memory =
  { kind: "position"; y: number; path: string; returning?: true } | { kind: "featured" } | { kind: "menu" };
export type ScrollStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function read(storage: ScrollStorage): Memory | null {
  try {
    const value = JSON.parse(storage.getItem(SCROLL_MEMORY_KEY) ?? "null") as Memory | null;
    if (value?.kind === "position" && Number.isFinite(value.y) && typeof value.path === "string")
      return value.returning === true
        ? { kind: "position", y: value.y, path: value.path, returning: true }
        : { kind: "position", y: value.y, path: value.path };
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

/** A link from a car page back to the list: the saved position is to be restored when the list is shown. */
export function markReturnToList(storage: ScrollStorage) {
  const memory = read(storage);
  if (memory?.kind === "position") write(storage, { ...memory, returning: true });
}

/** Whether the next arrival at the list scrolls by this memory (and not by the usual navigation rule). */
export function hasPendingRestore(storage: ScrollStorage): boolean {
  const memory = read(storage);
  return memory !== null && (memory.kind !== "position" || memory.returning === true);
}

/** The list URL the visitor left for a car, so the car page's back button returns to the same filters. */
export function savedListPath(storage: ScrollStorage): string | null {
  const memory = read(storage);
  return memory?.kind === "position" ? memory.path : null;
}

/**
 * Where the list at `path` should scroll on arrival: the saved position when a link brought the visitor back to
 * the same list, the top after the featured/menu marks or when returning to another list, and null otherwise
 * (the normal navigation behaviour applies). Marks are consumed; a position is kept, without its returning flag.
 */
export function takeRestoreTarget(storage: ScrollStorage, path: string): number | null {
  const memory = read(storage);
  if (!memory) return null;
  if (memory.kind !== "position") {
    clearScrollMemory(storage);
    return 0;
  }
  if (!memory.returning) return null;
  write(storage, { kind: "position", y: memory.y, path: memory.path });
  return memory.path === path ? memory.y : 0;
}
