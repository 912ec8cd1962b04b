"use client";

import type useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";

import { swipeDirection } from "@/lib/cars/gallery";

export type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/** Where a swipe from slide `start` lands: one step on (`direction` 1) or back (-1), wrapped or clamped. */
export type SwipeTarget = (start: number, direction: -1 | 1) => number;

function pointX(event: TouchEvent | MouseEvent): number | null {
  if ("changedTouches" in event) return event.changedTouches[0]?.clientX ?? null;
  return event.clientX;
}

/**
 * Gives an Embla carousel the showroom's swipe rule (docs/showroom.md): a drag released past `threshold` px moves
 * one slide, a shorter one springs back. Embla follows the finger while dragging but, left alone, settles on the
 * slide the release's speed points at. Its documented `pointerUp` event fires once it has chosen; the choice is
 * then replaced by `scrollTo` on the slide this rule picks. The distance is read from the same touch and mouse
 * events Embla drags with, in the capture phase, so both ends are known before Embla handles the release.
 */
export function useEmblaSwipeThreshold(api: EmblaApi | undefined, threshold: number, target: SwipeTarget) {
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    const document = root.ownerDocument;
    let start: { x: number; index: number } | null = null;
    let endX: number | null = null;

    const onDown = (event: TouchEvent | MouseEvent) => {
      const x = pointX(event);
      start = x === null ? null : { x, index: api.selectedScrollSnap() };
      endX = x;
    };
    const onEnd = (event: TouchEvent | MouseEvent) => {
      endX = pointX(event) ?? endX;
    };
    const onPointerUp = () => {
      if (!start || endX === null) return;
      const direction = swipeDirection(endX - start.x, threshold);
      api.scrollTo(direction ? target(start.index, direction) : start.index);
      start = null;
    };

    const capture = { capture: true, passive: true } as const;
    root.addEventListener("touchstart", onDown, capture);
    root.addEventListener("mousedown", onDown, capture);
    root.addEventListener("touchend", onEnd, capture);
    // Embla follows a mouse drag on the whole document, like the release.
    document.addEventListener("mouseup", onEnd, capture);
    api.on("pointerUp", onPointerUp);
    return () => {
      root.removeEventListener("touchstart", onDown, capture);
      root.removeEventListener("mousedown", onDown, capture);
      root.removeEventListener("touchend", onEnd, capture);
      document.removeEventListener("mouseup", onEnd, capture);
      api.off("pointerUp", onPointerUp);
    };
  }, [api, threshold, target]);
}
