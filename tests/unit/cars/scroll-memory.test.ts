import { beforeEach, describe, expect, it } from "vitest";

import {
  SCROLL_MEMORY_KEY,
  clearScrollMemory,
  hasScrollMemory,
  markFromFeatured,
  markFromMenu,
  saveListPosition,
  savedListPath,
  takeRestoreTarget,
  type ScrollStorage,
} from "@/lib/cars/scroll-memory";

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

  it("restores the position saved when leaving the same list for a car, once", () => {
    saveListPosition(storage, 1234.6, "/cars?brand=Fiat");
    expect(savedListPath(storage)).toBe("/cars?brand=Fiat");
    expect(takeRestoreTarget(storage, "/cars?brand=Fiat")).toBe(1235);
    expect(takeRestoreTarget(storage, "/cars?brand=Fiat")).toBeNull();
  });

  it("opens another list (other filters) at the top", () => {
    saveListPosition(storage, 800, "/cars?brand=Fiat");
    expect(takeRestoreTarget(storage, "/cars")).toBe(0);
  });

  it("opens at the top after the featured-offer and menu marks", () => {
    markFromFeatured(storage);
    expect(hasScrollMemory(storage)).toBe(true);
    expect(savedListPath(storage)).toBeNull();
    expect(takeRestoreTarget(storage, "/cars")).toBe(0);
    markFromMenu(storage);
    expect(takeRestoreTarget(storage, "/cars")).toBe(0);
  });

  it("is cleared by Início, Sobre, Contato and Admin", () => {
    saveListPosition(storage, 500, "/cars");
    clearScrollMemory(storage);
    expect(hasScrollMemory(storage)).toBe(false);
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
  });

  it("ignores unreadable values", () => {
    storage.setItem(SCROLL_MEMORY_KEY, "{not json");
    expect(takeRestoreTarget(storage, "/cars")).toBeNull();
    storage.setItem(SCROLL_MEMORY_KEY, JSON.stringify({ kind: "position", y: "x", path: "/cars" }));
    expect(hasScrollMemory(storage)).toBe(false);
  });
});
