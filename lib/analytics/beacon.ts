import { saoPauloDate } from "@/lib/format/dates";

// Browser side of the tracking (docs/showroom.md): fire-and-forget calls to POST /api/analytics/track.
// Failures are swallowed: tracking never disturbs the visitor. No server imports.

export type BeaconAction = "view" | "whatsapp_click" | "phone_click";
const TRACK_URL = "/api/analytics/track";
const VIEWED_KEY_PREFIX = "ap:viewed:";

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
