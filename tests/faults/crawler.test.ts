import { LinkChecker, LinkState } from "linkinator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLimiter } from "@/lib/images/limiter";

import { startSite, type Site } from "../helpers/app-server";

// A search engine's crawler on the demo site as `npm start` serves it right after its first start: linkinator (a
// real crawler client, as a site owner would run it) follows every link and fetches every photo and asset the
// pages reference, 8 at a time, with a 15 s time-out per URL. Every one of them must be answered — while the demo
// photos' resized copies are still being made in the background: a copy not ready yet is answered at once with
// the stored original instead of waiting for the encoder.

const CONCURRENCY = 8;
const TIMEOUT_MS = 15_000;

/**
 * linkinator 7.6.1, the last release that runs on Node 20, starts every link it finds at once whatever its
 * `concurrency` says (about 2,000 requests together on the demo site; fixed in linkinator 8, which needs Node 22).
 * It fetches through the global fetch, which this holds to `concurrency` requests at a time, each timed from when
 * it is sent, as the fixed release does. Returns the function that puts the global fetch back.
 */
function holdFetchTo(concurrency: number, timeoutMs: number): () => void {
  const original = globalThis.fetch;
  const limit = createLimiter(concurrency);
  let inFlight = 0;
  globalThis.fetch = (input, init) =>
    limit(async () => {
      inFlight += 1;
      expect(inFlight).toBeLessThanOrEqual(concurrency);
      try {
        return await original(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } finally {
        inFlight -= 1;
      }
    });
  return () => {
    globalThis.fetch = original;
  };
}

let site: Site;

beforeAll(async () => {
  site = await startSite();
}, 600_000);

afterAll(async () => {
  await site?.stop();
});

describe("a crawler on the demo site", () => {
  it("gets every page, photo and asset answered, 8 at a time, while the photos' copies are being made", async () => {
    const copiesMadeAlready = site.log().includes("[photos] variants ready");
    const restore = holdFetchTo(CONCURRENCY, TIMEOUT_MS);
    let links;
    try {
      ({ links } = await new LinkChecker().check({
        path: `${site.baseUrl}/`,
        recurse: true,
        concurrency: CONCURRENCY,
        timeout: TIMEOUT_MS,
        // Same origin only: WhatsApp, maps and social links are not this server's to answer.
        linksToSkip: async (link) => !link.startsWith(site.baseUrl),
      }));
    } finally {
      restore();
    }
    const checked = links.filter((link) => link.state !== LinkState.SKIPPED);
    const unanswered = checked
      .filter((link) => link.state !== LinkState.OK)
      .map((link) => `${link.status ?? "no answer"} ${link.url} (from ${link.parent ?? "?"})`);
    expect(unanswered).toEqual([]);
    // The whole demo: its pages, each car's photos in every size and format the pages offer, the assets.
    const paths = checked.map((link) => new URL(link.url).pathname);
    expect(paths.filter((path) => path.startsWith("/car/")).length).toBeGreaterThanOrEqual(20);
    expect(paths.filter((path) => path.includes(".variants/")).length).toBeGreaterThan(1_000);
    console.log(
      `[crawler] ${checked.length} URLs answered${copiesMadeAlready ? "" : " while the photos' copies were being made"}`,
    );
  }, 900_000);
});
