import { saoPauloDate } from "@/lib/format/dates";

// What the showroom remembers of a visitor in their own browser (docs/showroom.md): the stock list's scroll memory
// (sessionStorage), the once-a-day car view (localStorage), and the tracking calls to POST /api/analytics/track.
// Pure functions over Storage-like objects, tested without a browser; components/site/visitor-effects.tsx wires
// them to the page. Failures are swallowed: none of this may disturb the visitor.

// --- Scroll memory --------------------------------------------------------------------------------------------
// The position is saved when the visitor leaves /cars for a car and restored when a link takes them from the car
// page back to the list. Coming from the featured offers or through the Carros menu link marks the memory so the
// list opens at the top; Início, Sobre, Contato, the logo and Admin clear it.
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

/** What a link says about the scroll memory, in its data-scroll-memory attribute. */
export type LinkMemory = "list" | "featured" | "menu" | "clear";

/**
 * Updates the memory for a click on a link: `memory` is the link's mark, `from` the page's path with its query,
 * `to` the path the link leads to on this site (null for another site), `y` the page's scroll position. Marks
 * apply to any click (a new tab opened from the list saves it too); an unmarked link from a car page to the list
 * is a return to it only when it navigates this tab (a plain click). The Carros menu link marks "menu" only from
 * a car page: from elsewhere it is an ordinary arrival.
 */
export function rememberLinkClick(
  storage: ScrollStorage,
  click: { memory?: string; from: string; to: string | null; y: number; plainClick: boolean },
) {
  const fromCar = click.from.startsWith("/car/");
  if (click.memory === "featured") markFromFeatured(storage);
  else if (click.memory === "clear") clearScrollMemory(storage);
  else if (click.memory === "list") saveListPosition(storage, click.y, click.from);
  else if (click.memory === "menu") {
    if (fromCar) markFromMenu(storage);
  } else if (click.plainClick && fromCar && click.to === "/cars") markReturnToList(storage);
}

// --- Tracking -------------------------------------------------------------------------------------------------

export type BeaconAction = "view" | "whatsapp_click" | "phone_click";
const TRACK_URL = "/api/analytics/track";
const VIEWED_KEY_PREFIX = "ap:viewed:";
/** The clicks a link can report with data-track-car and data-track-action. */
export const TRACKED_CLICKS: readonly BeaconAction[] = ["whatsapp_click", "phone_click"];

export function sendTrack(carId: string, action: BeaconAction): void {
  try {
    const body = JSON.stringify({ carId, action });
    // text/plain keeps sendBeacon a "simple" request; the route accepts it (docs/conventions.md "Security").
    if (
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(TRACK_URL, new Blob([body], { type: "text/plain" }))
    )
      return;
    void fetch(TRACK_URL, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Tracking is best effort.
  }
}

/**
 * A page view, sent at most once per car per São Paulo day from this browser (the server enforces the same rule
 * with its visitor cookie; this only saves the request).
 */
export function trackViewOncePerDay(
  carId: string,
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  now = new Date(),
): boolean {
  const today = saoPauloDate(now);
  const key = `${VIEWED_KEY_PREFIX}${carId}`;
  try {
    if (storage?.getItem(key) === today) return false;
    storage?.setItem(key, today);
  } catch {
    // Storage disabled: send anyway, the server deduplicates.
  }
  sendTrack(carId, "view");
  return true;
}
