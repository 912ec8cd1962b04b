import { describe, expect, it } from "vitest";

import { createLruStore } from "@/lib/cache/handlers/lru-store.mjs";

describe("createLruStore", () => {
  it("drops the least recently used entries once past its bytes", () => {
    const store = createLruStore<string>(10);
    store.set("a", "A", 4);
    store.set("b", "B", 4);
    expect(store.get("a")).toBe("A");
    store.set("c", "C", 4);
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBe("A");
    expect(store.get("c")).toBe("C");
    expect(store.bytes).toBe(8);
  });

  it("replaces an entry in place and refuses one larger than the whole store", () => {
    const store = createLruStore<string>(10);
    store.set("a", "A", 4);
    store.set("a", "A2", 6);
    expect(store.bytes).toBe(6);
    store.set("huge", "H", 11);
    expect(store.get("huge")).toBeUndefined();
    expect(store.get("a")).toBe("A2");
    store.delete("a");
    expect(store.bytes).toBe(0);
  });
});
