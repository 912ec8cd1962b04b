import { GALLERY_THUMBNAILS_VISIBLE, VIEWER_PAN_LIMIT_PX } from "@/lib/constants/showroom";

// The gallery's arithmetic (docs/showroom.md), kept pure for unit tests.

/** The photo index wraps around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** First visible thumbnail, clamped so the strip always shows a full window when it can. */
export function clampThumbStart(start: number, count: number, visible = GALLERY_THUMBNAILS_VISIBLE): number {
  return Math.min(Math.max(0, start), Math.max(0, count - visible));
}

/** Moves the thumbnail window just enough to show `index`. */
export function thumbStartFor(
  index: number,
  start: number,
  count: number,
  visible = GALLERY_THUMBNAILS_VISIBLE,
): number {
  if (index < start) return clampThumbStart(index, count, visible);
  if (index >= start + visible) return clampThumbStart(index - visible + 1, count, visible);
  return clampThumbStart(start, count, visible);
}

/** A horizontal swipe past the threshold: -1 (towards the previous), 1 (the next) or 0. */
export function swipeDirection(deltaX: number, threshold: number): -1 | 0 | 1 {
  if (deltaX <= -threshold) return 1;
  if (deltaX >= threshold) return -1;
  return 0;
}

/** Pan of the zoomed phone viewer, clamped to ±150 px on each axis. */
export function clampPan(value: number, limit = VIEWER_PAN_LIMIT_PX): number {
  return Math.min(limit, Math.max(-limit, value));
}

/** The alternative text of a car's photo: its position when the car has several. */
export function photoAlt(title: string, index: number, count: number) {
  return count > 1 ? `${title}: foto ${index + 1} de ${count}` : title;
}
