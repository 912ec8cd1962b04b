import { beforeEach, describe, expect, it } from "vitest";

import {
  SCROLL_MEMORY_KEY,
  clearScrollMemory,
  hasPendingRestore,
  markFromFeatured,
  markFromMenu,
  markReturnToList,
  rememberLinkClick,
  saveListPosition,
  savedListPath,
  takeRestoreTarget,
  type ScrollStorage,
} from "@/lib/visitor-memory";

function memoryStorage(): ScrollStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("stock list scroll memory (docs/showroom.md)", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("restores the position saved when leaving the same list for a car, on each return by a link", () => {
    saveListPosition(storage, 1234.6, "/cars?brand=Fiat");
    expect(savedListPath(storage)).toBe("/cars?brand=Fiat");
    markReturnToList(storage);
    expect(hasPendingRestore(storage)).toBe(true);
    expect(takeRestoreTarget(storage, "/cars?brand=Fiat")).toBe(1235);
    // The browser's back/forward buttons and filter changes arrive without the mark: nothing to do.
    expect(hasPendingRestore(storage)).toBe(false);
    expect(takeRestoreTarget(storage, "/cars?brand=Fiat")).toBeNull();
    // The position is kept: after back and forward, the car page's back link finds it again.
    expect(savedListPath(storage)).toBe("/cars?brand=Fiat");
    markReturnToList(storage);
    expect(takeRestoreTarget(storage, "/cars?brand=Fiat")).toBe(1235);
  });

  it("does nothing on arrival without a return by a link", () => {
    saveListPosition(storage, 800, "/cars");
    expect(hasPendingRestore(storage)).toBe(false);
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
  });

  it("opens another list (other filters) at the top", () => {
    saveListPosition(storage, 800, "/cars?brand=Fiat");
    markReturnToList(storage);
    expect(takeRestoreTarget(storage, "/cars")).toBe(0);
  });

  it("opens at the top after the featured-offer and menu marks", () => {
    markFromFeatured(storage);
    expect(hasPendingRestore(storage)).toBe(true);
    expect(savedListPath(storage)).toBeNull();
    expect(takeRestoreTarget(storage, "/cars")).toBe(0);
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
    markFromMenu(storage);
    expect(takeRestoreTarget(storage, "/cars")).toBe(0);
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
  });

  it("is cleared by Início, Sobre, Contato and Admin", () => {
    saveListPosition(storage, 500, "/cars");
    markReturnToList(storage);
    clearScrollMemory(storage);
    expect(hasPendingRestore(storage)).toBe(false);
    expect(savedListPath(storage)).toBeNull();
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
  });

  it("ignores unreadable values", () => {
    storage.setItem(SCROLL_MEMORY_KEY, "{not json");
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
    storage.setItem(
      SCROLL_MEMORY_KEY,
      JSON.stringify({ kind: "position", y: "x", path: "/cars", returning: true }),
    );
    expect(hasPendingRestore(storage)).toBe(false);
    expect(savedListPath(storage)).toBeNull();
  });

  describe("what a click on a link remembers", () => {
    const click = (memory: string | undefined, from: string, to: string | null, plainClick = true) =>
      rememberLinkClick(storage, { memory, from, to, y: 1500.4, plainClick });

    it("saves the list's position and filters when a card is opened from it", () => {
      click("list", "/cars?brand=Fiat", "/car/abc");
      expect(savedListPath(storage)).toBe("/cars?brand=Fiat");
      expect(hasPendingRestore(storage)).toBe(false);
    });

    it("returns to the saved position from a car page's links to the list, on a plain click only", () => {
      click("list", "/cars", "/car/abc");
      click(undefined, "/car/abc", "/cars", false);
      expect(hasPendingRestore(storage)).toBe(false);
      click(undefined, "/car/abc", "/cars");
      expect(takeRestoreTarget(storage, "/cars")).toBe(1500);
    });

    it("leaves the memory alone for links elsewhere and other sites", () => {
      click("list", "/cars", "/car/abc");
      click(undefined, "/about", "/cars");
      click(undefined, "/car/abc", null);
      click(undefined, "/car/abc", "/contact");
      expect(hasPendingRestore(storage)).toBe(false);
      expect(savedListPath(storage)).toBe("/cars");
    });

    it("marks the featured offers and the Carros menu from a car page, so the list opens at the top", () => {
      click("featured", "/", "/car/abc");
      expect(takeRestoreTarget(storage, "/cars")).toBe(0);
      click("list", "/cars", "/car/abc");
      click("menu", "/car/abc", "/cars");
      expect(takeRestoreTarget(storage, "/cars")).toBe(0);
    });

    it("treats the Carros menu from any other page as an ordinary arrival", () => {
      click("list", "/cars", "/car/abc");
      click("menu", "/about", "/cars");
      expect(savedListPath(storage)).toBe("/cars");
      expect(hasPendingRestore(storage)).toBe(false);
    });

    it("forgets the list on Início, Sobre, Contato, the logo and Admin", () => {
      click("list", "/cars", "/car/abc");
      click("clear", "/car/abc", "/");
      expect(savedListPath(storage)).toBeNull();
    });
  });
});
