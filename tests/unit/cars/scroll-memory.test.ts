import { beforeEach, describe, expect, it } from "vitest";

import {
  SCROLL_MEMORY_KEY,
  clearScrollMemory,
  hasPendingRestore,
  markFromFeatured,
  markFromMenu,
  markReturnToList,
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
});
