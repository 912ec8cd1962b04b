import { describe, expect, it } from "vitest";

import { clampPan, clampThumbStart, swipeDirection, thumbStartFor, wrapIndex } from "@/lib/cars/gallery";

describe("gallery arithmetic (docs/showroom.md)", () => {
  it("wraps the photo index around both ends", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("keeps the 4-thumbnail window inside the photo list and moves it just enough to show the current photo", () => {
    expect(clampThumbStart(5, 7)).toBe(3);
    expect(clampThumbStart(-1, 7)).toBe(0);
    expect(clampThumbStart(2, 3)).toBe(0);
    expect(thumbStartFor(5, 0, 7)).toBe(2);
    expect(thumbStartFor(1, 2, 7)).toBe(1);
    expect(thumbStartFor(3, 1, 7)).toBe(1);
    expect(thumbStartFor(0, 3, 7)).toBe(0);
  });

  it("counts a swipe only past the threshold (30 px on the photo, 50 px on the strip and the viewer)", () => {
    expect(swipeDirection(-31, 30)).toBe(1);
    expect(swipeDirection(30, 30)).toBe(-1);
    expect(swipeDirection(29, 30)).toBe(0);
    expect(swipeDirection(-49, 50)).toBe(0);
    expect(swipeDirection(-50, 50)).toBe(1);
  });

  it("clamps the zoomed viewer's pan to 150 px", () => {
    expect(clampPan(400)).toBe(150);
    expect(clampPan(-151)).toBe(-150);
    expect(clampPan(20)).toBe(20);
  });
});
