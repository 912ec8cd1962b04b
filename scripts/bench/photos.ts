// `npm run bench:photos`: are a car's photos ready for its first visitor, and does a crawler asking for many photo
// URLs at once hold the pages? On a just-started production server (fresh DATA_DIR with the demo stock, npm
// run build first):
//
// - gallery: a car page opened in Chromium (desktop viewport, empty browser cache each time) until every gallery
//   photo in view has loaded, on its first visit (nothing resized on the server yet, unless the photos' copies
//   were made when they were stored; the page's HTML is rendered once before, so only the photos differ)
//   against later visits of the same pages. Target: first ≤ 1.3× later.
// - crawler: the page's time to first byte while a crawler asks for 300 distinct photo URLs of the site's pages
//   at once, against the idle server. Target: ≤ 2× idle.
//
// `-- --before <folder>` also measures another checkout with its own production build (e.g. a `git worktree` of
// the main branch) in the same run, printed side by side. A site that makes photo copies at start-up is measured
// once it logs "[photos] variants ready" (how long that took is printed).
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium, type Browser } from "@playwright/test";

import { freePort } from "@/tests/helpers/app-server";
import { spawnApp, superviseChild, waitUntilHealthy } from "@/tests/helpers/child-app";

const CHROMIUM = "/usr/bin/chromium";
const CRAWLER_URLS = 300;
const GALLERY_PAGES = 3;
const WARM_ROUNDS = 2;
const IDLE_SAMPLES = 7;
const CRAWLER_SAMPLES = 5;
const REQUEST_TIMEOUT_MS = 120_000;
const READY_TIMEOUT_MS = 30 * 60_000;
const BROWSER_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
};

type Running = { baseUrl: string; log(): string; stop(): Promise<void> };

/** `npm start` of the checkout at `root` on a fresh DATA_DIR and a free port. */
async function startSite(root: string): Promise<Running> {
  // next/image keeps what it resized in the build folder: "just started" means none of it is there.
  rmSync(path.join(root, ".next/cache/images"), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-photos-"));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnApp(path.join(root, "node_modules/.bin/tsx"), ["scripts/serve.ts", "start"], {
    port,
    dataDir,
    cwd: root,
    env: { DATABASE_URL: undefined, TRUST_PROXY: "loopback" },
  });
  const site = superviseChild(child, {
    keepChars: 100_000,
    forceKillAfterMs: 45_000,
    sigterm: "child",
    onExit: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  try {
    await waitUntilHealthy(baseUrl, child, 300_000);
  } catch (error) {
    await site.stop();
    throw new Error(`the site in ${root} did not start: ${(error as Error).message}\n${site.log()}`);
  }
  return { baseUrl, log: site.log, stop: site.stop };
}

/** Waits for the start-up line of a site that makes photo copies; null for a site that makes none. */
async function photosReady(root: string, site: Running): Promise<number | null> {
  if (!existsSync(path.join(root, "lib/storage/photo-variants.ts"))) return null;
  const started = Date.now();
  while (!site.log().includes("[photos] variants ready")) {
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error("the photos' copies were not made in time");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return Date.now() - started;
}

async function carIds(baseUrl: string): Promise<string[]> {
  const body = (await (await fetch(`${baseUrl}/api/cars`)).json()) as { cars: Array<{ id: string }> };
  return body.cars.map((car) => car.id);
}

/** Milliseconds from navigation until every photo in view has loaded (a fresh browser context: no cache). */
async function galleryLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: REQUEST_TIMEOUT_MS });
    await page.waitForFunction(
      () => {
        const photos = [...document.images].filter((image) => {
          const rect = image.getBoundingClientRect();
          return (
            /\/media\/|\/_next\/image/.test(image.currentSrc || image.src) &&
            rect.width > 0 &&
            rect.bottom > 0 &&
            rect.top < innerHeight
          );
        });
        return photos.length > 0 && photos.every((image) => image.complete && image.naturalWidth > 0);
      },
      null,
      { timeout: REQUEST_TIMEOUT_MS, polling: 50 },
    );
    return await page.evaluate(() => {
      const ends = [...document.images]
        .filter((image) => /\/media\/|\/_next\/image/.test(image.currentSrc))
        .map((image) => {
          const entry = performance.getEntriesByName(image.currentSrc)[0] as
            PerformanceResourceTiming | undefined;
          return entry?.responseEnd ?? 0;
        });
      return Math.max(...ends);
    });
  } finally {
    await context.close();
  }
}

async function ttfb(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return elapsed;
}

/** Distinct same-origin photo URLs (img src and srcset) of the showroom's pages, at most `limit`. */
async function photoUrls(baseUrl: string, pages: string[], limit: number): Promise<string[]> {
  const urls = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(`${baseUrl}${page}`)).text();
    for (const match of html.matchAll(/(?:src|srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
      for (const entry of match[1]!.replaceAll("&amp;", "&").split(",")) {
        const url = entry.trim().split(" ")[0]!;
        if (/^\/(?:media\/|_next\/image)/.test(url)) urls.add(url);
      }
    }
    if (urls.size >= limit) break;
  }
  return [...urls].slice(0, limit);
}

type Figures = {
  ready: number | null;
  cold: number;
  warm: number;
  idle: number;
  crawled: number;
  crawler: number;
  crawlerWorst: number;
  crawlerDone: number;
  crawlerFailed: number;
};

async function measure(root: string, browser: Browser): Promise<Figures> {
  console.log(`\n${root}: starting the site (npm start on a fresh DATA_DIR with the demo stock)…`);
  const site = await startSite(root);
  try {
    const ready = await photosReady(root, site);
    if (ready !== null) console.log(`  photos' copies ready ${(ready / 1000).toFixed(1)} s after the start`);
    const ids = await carIds(site.baseUrl);
    const galleries = ids.slice(0, GALLERY_PAGES).map((id) => `${site.baseUrl}/car/${id}`);
    // Each page's HTML is rendered once first (the server's page cache): the first visits measure the photos.
    for (const url of galleries) await ttfb(url);
    const cold = [];
    for (const url of galleries) cold.push(await galleryLoad(browser, url));
    const warm = [];
    for (let round = 0; round < WARM_ROUNDS; round++)
      for (const url of galleries) warm.push(await galleryLoad(browser, url));
    console.log(
      `  gallery first visits ${cold.map((v) => v.toFixed(0)).join(", ")} ms; later ${warm.map((v) => v.toFixed(0)).join(", ")} ms`,
    );

    const target = `${site.baseUrl}/car/${ids.at(-1)}`;
    await ttfb(target);
    const idle = [];
    for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await ttfb(target));

    const pages = ["/", "/cars", ...ids.slice(GALLERY_PAGES, -1).map((id) => `/car/${id}`)];
    const urls = await photoUrls(site.baseUrl, pages, CRAWLER_URLS);
    const abort = new AbortController();
    let done = 0;
    let failed = 0;
    const crawl = Promise.all(
      urls.map((url) =>
        fetch(`${site.baseUrl}${url}`, { headers: { Accept: BROWSER_ACCEPT }, signal: abort.signal })
          .then(async (response) => {
            await response.arrayBuffer();
            if (response.ok) done += 1;
            else failed += 1;
          })
          .catch(() => undefined),
      ),
    );
    // The crawler's requests are all sent before the first sample.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loaded = [];
    for (let i = 0; i < CRAWLER_SAMPLES; i++) loaded.push(await ttfb(target).catch(() => REQUEST_TIMEOUT_MS));
    const crawlerDone = done;
    abort.abort();
    await crawl;
    console.log(
      `  page TTFB idle ${idle.map((v) => v.toFixed(0)).join(", ")} ms; under the crawler ${loaded.map((v) => v.toFixed(0)).join(", ")} ms (${urls.length} photo URLs, ${crawlerDone} answered meanwhile)`,
    );
    return {
      ready,
      cold: median(cold),
      warm: median(warm),
      idle: median(idle),
      crawled: urls.length,
      crawler: median(loaded),
      crawlerWorst: Math.max(...loaded),
      crawlerDone,
      crawlerFailed: failed,
    };
  } finally {
    await site.stop();
  }
}

async function main() {
  const roots = [option("before"), process.cwd()].filter((root): root is string => Boolean(root));
  for (const root of roots)
    if (!existsSync(path.join(root, ".next/BUILD_ID")))
      throw new Error(`no production build in ${root}: run \`npm run build\` there first`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install -y chromium)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking"],
  });
  const rows: Record<string, Record<string, string | number>> = {};
  try {
    for (const root of roots) {
      const figures = await measure(root, browser);
      const coldRatio = figures.cold / figures.warm;
      const crawlerRatio = figures.crawler / figures.idle;
      rows[root === process.cwd() ? "this checkout" : `before (${root})`] = {
        "copies ready after start (s)":
          figures.ready === null ? "—" : Number((figures.ready / 1000).toFixed(1)),
        "gallery first visit (ms)": Math.round(figures.cold),
        "gallery later visits (ms)": Math.round(figures.warm),
        "first / later (≤ 1.3)": Number(coldRatio.toFixed(2)),
        "page TTFB idle (ms)": Math.round(figures.idle),
        [`page TTFB, ${CRAWLER_URLS} photo URLs at once (ms)`]: Math.round(figures.crawler),
        "crawler / idle (≤ 2)": Number(crawlerRatio.toFixed(2)),
        "worst TTFB under the crawler (ms)": Math.round(figures.crawlerWorst),
        "photo URLs answered during the samples": `${figures.crawlerDone}/${figures.crawled}`,
        ok: coldRatio <= 1.3 && crawlerRatio <= 2 ? "yes" : "NO",
      };
    }
  } finally {
    await browser.close();
  }
  console.log("\nMedians (gallery: desktop viewport, empty browser cache each visit):");
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
