import { describe, expect, it } from "vitest";

import { expireTag } from "@/lib/cache/handlers/tag-clock.mjs";
import handler, {
  VISITOR_QUERY_TAG as HANDLER_VISITOR_TAG,
} from "@/lib/cache/handlers/use-cache-handler.mjs";
import { CARS_TAG, VISITOR_QUERY_TAG } from "@/lib/cache/tags";

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
const bytesOf = (text: string) => new TextEncoder().encode(text);
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytesOf(text));
      controller.close();
    },
  });

async function store(key: string, text: string, tags: string[], revalidate = 2_592_000) {
  await handler.set(
    key,
    Promise.resolve({
      value: streamOf(text),
      tags,
      stale: 300,
      timestamp: Date.now(),
      expire: Infinity,
      revalidate,
    }),
  );
}
async function read(key: string) {
  const entry = await handler.get(key, []);
  return entry && (await new Response(entry.value).text());
}

describe("the 'use cache' handler", () => {
  it("serves what it stored, in a fresh stream each time", async () => {
    await store("a", "cars list", ["cars"]);
    expect(await read("a")).toBe("cars list");
    expect(await read("a")).toBe("cars list");
    expect(await handler.get("unknown", [])).toBeUndefined();
  });

  it("misses once a tag of the entry expired after it was made, here or on another instance", async () => {
    await store("b", "one car", ["car:1"]);
    await tick();
    await handler.updateTags(["car:1"], { expire: 0 });
    await tick();
    expect(await read("b")).toBeUndefined();

    await store("c", "other car", ["car:2"]);
    await tick();
    expireTag("car:2", Date.now());
    await tick();
    expect(await read("c")).toBeUndefined();
    await store("c", "other car again", ["car:2"]);
    expect(await read("c")).toBe("other car again");
  });

  it("keeps entries of other tags", async () => {
    await store("d", "kept", ["brands"]);
    await tick();
    expireTag("unrelated", Date.now());
    expect(await read("d")).toBe("kept");
  });

  it("drops an entry at its revalidate time", async () => {
    await handler.set(
      "e",
      Promise.resolve({
        value: streamOf("old"),
        tags: [],
        stale: 0,
        timestamp: Date.now() - 2_000,
        expire: 60,
        revalidate: 1,
      }),
    );
    expect(await read("e")).toBeUndefined();
  });

  it("reports the latest expiry of implicit tags, 0 for tags never expired", async () => {
    expect(await handler.getExpiration(["_N_T_/never"])).toBe(0);
    const before = Date.now();
    await handler.updateTags(["_N_T_/car/layout"]);
    expect(await handler.getExpiration(["_N_T_/never", "_N_T_/car/layout"])).toBeGreaterThanOrEqual(before);
  });

  it("keeps nothing of a value that failed midway", async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytesOf("half"));
        controller.error(new Error("render failed"));
      },
    });
    await handler.set(
      "f",
      Promise.resolve({
        value: failing,
        tags: [],
        stale: 0,
        timestamp: Date.now(),
        expire: Infinity,
        revalidate: 60,
      }),
    );
    expect(await handler.get("f", [])).toBeUndefined();
  });
});

describe("visitors' query answers", () => {
  it("are kept apart: filling their share never evicts the stock lists", async () => {
    await store("stock", "the stock list", [CARS_TAG]);
    const answer = "x".repeat(1024 * 1024);
    for (let index = 0; index < 80; index++)
      await store(`query-${index}`, answer, [CARS_TAG, VISITOR_QUERY_TAG]);
    expect(await read("stock")).toBe("the stock list");
    // The most recent answers are kept, the oldest went.
    expect(await read("query-79")).toBe(answer);
    expect(await read("query-0")).toBeUndefined();
  });

  it("name the tag the handler reads", () => {
    expect(VISITOR_QUERY_TAG).toBe(HANDLER_VISITOR_TAG);
  });
});
