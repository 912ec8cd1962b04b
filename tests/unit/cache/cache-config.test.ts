import { describe, expect, it } from "vitest";

import config from "@/next.config";

describe("cache configuration", () => {
  it("has Next.js load both cache handlers, with the methods each cache calls", async () => {
    const { cacheHandlers, cacheHandler } = config("phase-production-server");
    expect(cacheHandlers?.default).toMatch(/lib\/cache\/handlers\/use-cache-handler\.mjs$/);
    expect(cacheHandler).toMatch(/lib\/cache\/handlers\/page-cache-handler\.mjs$/);
    const useCache = (await import(/* @vite-ignore */ cacheHandlers!.default!)).default;
    for (const method of ["get", "set", "refreshTags", "getExpiration", "updateTags"])
      expect(typeof useCache[method]).toBe("function");
    const Pages = (await import(/* @vite-ignore */ cacheHandler!)).default;
    const pages = new Pages({ maxMemoryCacheSize: 1024 });
    for (const method of ["get", "set", "revalidateTag", "resetRequestCache"])
      expect(typeof pages[method]).toBe("function");
  });
});
