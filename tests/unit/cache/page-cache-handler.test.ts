import { describe, expect, it } from "vitest";

import PageCacheHandler from "@/lib/cache/handlers/page-cache-handler.mjs";
import { expireTag } from "@/lib/cache/handlers/tag-clock.mjs";

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: { "x-next-cache-tags": tags },
  status: 200,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});

describe("the response cache handler", () => {
  it("serves a stored page from any handler of the process, with its cache control", async () => {
    await new PageCacheHandler({}).set("/car/1", page("<p>R$ 129.900</p>", "_N_T_/layout,cars,car:1"), {
      cacheControl: { revalidate: false, expire: undefined },
    });
    const entry = await new PageCacheHandler({}).get("/car/1", { kind: "APP_PAGE" });
    expect(entry?.value).toMatchObject({ html: "<p>R$ 129.900</p>" });
    expect(entry?.cacheControl).toEqual({ revalidate: false, expire: undefined });
  });

  it("misses a page once one of its tags expired after it was stored, here or on another instance", async () => {
    const handler = new PageCacheHandler({});
    await handler.set("/car/2", page("old", "_N_T_/layout,cars,car:2"), {});
    await tick();
    expireTag("car:2", Date.now());
    await tick();
    expect(await handler.get("/car/2", { kind: "APP_PAGE" })).toBeNull();

    await handler.set("/car/3", page("old", "_N_T_/layout,cars,car:3"), {});
    await tick();
    await handler.revalidateTag(["car:3"], { expire: 0 });
    await tick();
    expect(await handler.get("/car/3", { kind: "APP_PAGE" })).toBeNull();
  });

  it("keeps pages whose tags did not change", async () => {
    const handler = new PageCacheHandler({});
    await handler.set("/about", page("about", "_N_T_/layout,_N_T_/about"), {});
    await tick();
    expireTag("car:9", Date.now());
    expect(await handler.get("/about", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("judges fetches by the tags and implicit tags of the request", async () => {
    const handler = new PageCacheHandler({});
    await handler.set(
      "fetch-key",
      { kind: "FETCH", data: { body: "{}" }, revalidate: 60 },
      { tags: ["brands"], fetchCache: true },
    );
    await tick();
    expireTag("_N_T_/cars/layout", Date.now());
    await tick();
    expect(
      await handler.get("fetch-key", { kind: "FETCH", tags: ["brands"], softTags: ["_N_T_/layout"] }),
    ).not.toBeNull();
    expect(
      await handler.get("fetch-key", { kind: "FETCH", tags: ["brands"], softTags: ["_N_T_/cars/layout"] }),
    ).toBeNull();
  });

  it("forgets an entry set to nothing", async () => {
    const handler = new PageCacheHandler({});
    await handler.set("/gone", page("gone", "_N_T_/layout"), {});
    await handler.set("/gone", null, {});
    expect(await handler.get("/gone", { kind: "APP_PAGE" })).toBeNull();
  });
});
