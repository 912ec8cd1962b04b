import { describe, expect, it } from "vitest";

import { createTagMemo } from "@/lib/cache/tag-memo";
import { loadTagsManifest } from "@/lib/cache/tags-manifest";

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** An expiry strictly between what was stamped before and what is stamped after (times are in ms). */
const expireNow = async (tag: string) => {
  await tick();
  const now = Date.now();
  (await loadTagsManifest()).set(tag, { stale: now, expired: now });
  await tick();
};

function counter() {
  let calls = 0;
  return { compute: async () => `value ${++calls}`, calls: () => calls };
}

describe("createTagMemo", () => {
  it("computes once per key until its tag is expired, then once again", async () => {
    const memo = createTagMemo<string>("memo-test-a", 10);
    const source = counter();
    expect(await memo("k", source.compute)).toBe("value 1");
    expect(await memo("k", source.compute)).toBe("value 1");
    expect(source.calls()).toBe(1);
    await expireNow("memo-test-a");
    expect(await memo("k", source.compute)).toBe("value 2");
    expect(await memo("k", source.compute)).toBe("value 2");
    expect(source.calls()).toBe(2);
  });

  it("ignores other tags' expiries", async () => {
    const memo = createTagMemo<string>("memo-test-b", 10);
    const source = counter();
    await memo("k", source.compute);
    await expireNow("memo-test-other");
    await memo("k", source.compute);
    expect(source.calls()).toBe(1);
  });

  it("does not keep a value whose read was overtaken by an expiry", async () => {
    const memo = createTagMemo<string>("memo-test-c", 10);
    let calls = 0;
    const slowRead = async () => {
      calls++;
      await expireNow("memo-test-c");
      return `read ${calls}`;
    };
    expect(await memo("k", slowRead)).toBe("read 1");
    const source = counter();
    expect(await memo("k", source.compute)).toBe("value 1");
    expect(source.calls()).toBe(1);
  });

  it("keeps nothing when the read fails", async () => {
    const memo = createTagMemo<string>("memo-test-d", 10);
    await expect(memo("k", () => Promise.reject(new Error("gone")))).rejects.toThrow("gone");
    const source = counter();
    expect(await memo("k", source.compute)).toBe("value 1");
  });

  it("drops the least recently used entry beyond its size", async () => {
    const memo = createTagMemo<string>("memo-test-e", 2);
    const source = counter();
    await memo("a", source.compute);
    await memo("b", source.compute);
    await memo("a", source.compute);
    await memo("c", source.compute);
    expect(source.calls()).toBe(3);
    await memo("a", source.compute);
    expect(source.calls()).toBe(3);
    await memo("b", source.compute);
    expect(source.calls()).toBe(4);
  });
});
