// `npm run bench:lighthouse`: the showroom as a phone meets it. Builds nothing: it needs `npm run build` first.
// It starts the site like `npm start` on a fresh DATA_DIR (the embedded PostgreSQL, seeded with the demo stock)
// and a free port, waits until the photos' start-up copies are made (steady state), then for /, /cars, a car
// page, /avaliacao and /contact:
//
// - the page's weight, which does not depend on the machine: the HTML document's bytes, the part of them that is
//   the inlined React payload, and how many client components that payload draws (tests/helpers/flight-data.ts);
// - Lighthouse, mobile preset: one warm-up run, then the median of `--runs` (default 3), each in a fresh
//   Chromium: the four category scores, total blocking time, LCP (and its element) and CLS.
//
// Options:
//   --before <folder>  also measures another checkout with its own production build (e.g. the main branch
//                      exported to a folder, `npm install && npm run build` there), started side by side; the
//                      Lighthouse runs of the two alternate, so both meet the same machine.
//   --cars <n>         first brings the available stock to n cars (100 is the stock limit), made through the
//                      API as copies of the demo's cars and their photos: /cars at a full stock.
//   --runs <n>         measured Lighthouse runs per page and checkout (median printed).
//   --only-weight      skips Lighthouse (and the wait for the photos' copies): the page weights alone.
//   --page <label>     measures that page alone (e.g. `--page /car/{id}`), for a change that touches one page.
//
// Targets (issue 23): performance ≥ 95, TBT < 200 ms, LCP < 2.0 s, accessibility, best practices and SEO 100;
// /cars under 200 KB of HTML at 100 cars. Scores are noisy on a busy machine: compare before and after in one
// run on a quiet one.
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { childProcessEnv } from "@/lib/env";
import { freePort } from "@/tests/helpers/app-server";
import { spawnApp, superviseChild, waitUntilHealthy } from "@/tests/helpers/child-app";
import { pageWeight, type PageWeight } from "@/tests/helpers/flight-data";

const run = promisify(execFile);
const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const START_TIMEOUT_MS = 300_000;
const VARIANTS_TIMEOUT_MS = 1_800_000;
const DEMO_ADMIN = { email: "admin@autopremium.com.br", password: "demo1234" };

type Category = (typeof CATEGORIES)[number];
type RunResult = {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  lcpElement: string;
};
type LhNode = { type?: string; selector?: string; snippet?: string; nodeLabel?: string };
type LhDetails = { items?: Array<LhNode & { items?: Array<{ node?: LhNode }> }> };
type LhReport = {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: LhDetails }>;
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The LCP element: Lighthouse 13 reports it in its LCP insight (older versions in an audit of its own). */
function lcpElement(report: LhReport): string {
  const insight = report.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const legacy = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = insight.find((item) => item.type === "node") ?? legacy[0]?.items?.[0]?.node;
  if (!node) return "(none)";
  return `${node.selector ?? ""} ${node.snippet ?? node.nodeLabel ?? ""}`.trim().slice(0, 200);
}

/**
 * The origin a build was made for: prerendered pages carry canonical URLs from the build's SITE_URL, and pages
 * rendered at request time must agree with them (as they do in a deployment), or Lighthouse sees two canonicals.
 */
function buildSiteUrl(root: string): string | null {
  try {
    const html = readFileSync(path.join(root, ".next/server/app/about.html"), "utf8");
    const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    return href ? new URL(href).origin : null;
  } catch {
    return null;
  }
}

async function lighthouse(url: string, outFile: string): Promise<RunResult> {
  await run(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: childProcessEnv({ CHROME_PATH }), timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(outFile, "utf8")) as LhReport;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lcpElement: lcpElement(report),
  };
}

/** Lighthouse now and then fails to record its trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is redone. */
async function lighthouseRetried(url: string, outFile: string, attempts = 3): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, outFile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      const line = String(error)
        .split("\n")
        .find((text) => text.includes("Runtime error"));
      console.log(`  Lighthouse failed (${line ?? "see above"}), running it again`);
    }
  }
}

type Site = {
  label: string;
  root: string;
  baseUrl: string;
  dataDir: string;
  log(): string;
  stop(): Promise<void>;
};

/** `npm start` of the checkout at `root` on a fresh DATA_DIR and a free port, with the demo accounts. */
async function startSite(label: string, root: string): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const siteUrl = buildSiteUrl(root) ?? baseUrl;
  console.log(`${label}: starting ${root} on ${baseUrl} (SITE_URL ${siteUrl}, DATA_DIR ${dataDir})…`);
  const child = spawnApp(path.join(root, "node_modules/.bin/tsx"), ["scripts/serve.ts", "start"], {
    port,
    dataDir,
    cwd: root,
    // The demo accounts sign in for --cars; TRUST_PROXY lets each sign-in name its own client address.
    env: { DATABASE_URL: undefined, SITE_URL: siteUrl, DEMO_ACCOUNTS: "1", TRUST_PROXY: "loopback" },
  });
  const supervised = superviseChild(child, {
    keepChars: 50_000,
    forceKillAfterMs: 45_000,
    sigterm: "child",
    onExit: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  try {
    await waitUntilHealthy(baseUrl, child, START_TIMEOUT_MS);
  } catch (error) {
    await supervised.stop();
    throw new Error(`${label} did not start: ${(error as Error).message}\n${supervised.log()}`);
  }
  return { label, root, baseUrl, dataDir, log: supervised.log, stop: supervised.stop };
}

/** Steady state: the demo photos' start-up copies are all made. */
async function variantsReady(site: Site): Promise<void> {
  const started = Date.now();
  while (!site.log().includes("[photos] variants ready")) {
    if (Date.now() - started > VARIANTS_TIMEOUT_MS)
      throw new Error(`${site.label}: photo copies not made in time`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`${site.label}: photo copies ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

type StaffCar = Record<string, unknown> & { id: string; status: string; model: string; images: unknown[] };

/** Brings the available stock to `wanted` cars: copies of the demo's available cars, photos included. */
async function fillStock(site: Site, wanted: number): Promise<void> {
  const headers = { Origin: site.baseUrl, "X-Forwarded-For": "10.77.23.1" };
  const login = await fetch(`${site.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((pair) => pair.includes("session-token="));
  if (!cookie) throw new Error(`${site.label}: sign-in failed (${login.status})`);
  const all = (await (
    await fetch(`${site.baseUrl}/api/cars?status=all`, { headers: { ...headers, Cookie: cookie } })
  ).json()) as {
    cars: StaffCar[];
  };
  const available = all.cars.filter((car) => car.status === "available");
  const fields = [
    "brand",
    "year",
    "price",
    "mileage",
    "color",
    "engine",
    "transmission",
    "fuel",
    "description",
    "features",
    "specifications",
    "isTurbo",
    "images",
  ] as const;
  for (let made = 0; available.length + made < wanted; made++) {
    const model = available[made % available.length]!;
    const copy: Record<string, unknown> = Object.fromEntries(
      fields
        .filter((field) => model[field] !== null && model[field] !== undefined)
        .map((field) => [field, model[field]]),
    );
    copy.model = `${String(model.model)} ${made + 2}`.slice(0, 60);
    const response = await fetch(`${site.baseUrl}/api/cars`, {
      method: "POST",
      headers: { ...headers, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(copy),
    });
    if (response.status !== 201)
      throw new Error(`${site.label}: creating a car failed (${response.status} ${await response.text()})`);
  }
  const count = ((await (await fetch(`${site.baseUrl}/api/cars`)).json()) as { cars: unknown[] }).cars.length;
  console.log(`${site.label}: ${count} available cars`);
}

async function pagesOf(site: Site): Promise<Array<{ label: string; path: string }>> {
  const { cars } = (await (await fetch(`${site.baseUrl}/api/cars`)).json()) as {
    cars: Array<{ id: string }>;
  };
  const carId = cars[0]?.id;
  if (!carId) throw new Error(`${site.label}: the stock is empty`);
  return [
    { label: "/", path: "/" },
    { label: "/cars", path: "/cars" },
    { label: "/car/{id}", path: `/car/${carId}` },
    { label: "/avaliacao", path: "/avaliacao" },
    { label: "/contact", path: "/contact" },
  ];
}

async function weightOf(site: Site, pagePath: string): Promise<PageWeight> {
  const response = await fetch(`${site.baseUrl}${pagePath}`);
  if (!response.ok) throw new Error(`${site.label} ${pagePath}: ${response.status}`);
  return pageWeight(await response.text());
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

async function main() {
  const before = option("before");
  const cars = option("cars") ? Number(option("cars")) : null;
  const runs = Number(option("runs") ?? 3);
  const onlyWeight = process.argv.includes("--only-weight");
  if (cars !== null && !(Number.isInteger(cars) && cars > 0 && cars <= 100))
    throw new Error("--cars takes a number of cars from 1 to 100 (the stock limit)");
  const roots = [
    ...(before ? [{ label: "before", root: path.resolve(before) }] : []),
    { label: "this checkout", root: process.cwd() },
  ];
  for (const { root } of roots)
    if (!existsSync(path.join(root, ".next/BUILD_ID")))
      throw new Error(`no production build in ${root}: run \`npm run build\` there first`);
  if (!onlyWeight && !existsSync(CHROME_PATH))
    throw new Error(`${CHROME_PATH} is missing (apt-get install chromium)`);

  const sites: Site[] = [];
  const stopAll = () => Promise.all(sites.map((site) => site.stop()));
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const resultsDir = path.resolve("bench-results");
  mkdirSync(resultsDir, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-reports-"));
  try {
    for (const { label, root } of roots) sites.push(await startSite(label, root));
    // Page weights do not depend on the photos' copies; Lighthouse measures the steady state.
    if (!onlyWeight) await Promise.all(sites.map(variantsReady));
    if (cars !== null) for (const site of sites) await fillStock(site, cars);
    const only = option("page");
    const pages = (await Promise.all(sites.map(pagesOf))).map((list) =>
      only ? list.filter((page) => page.label === only) : list,
    );
    if (pages[0]!.length === 0) throw new Error(`--page: no page labelled ${only}`);

    const weights: Array<Record<string, string | number>> = [];
    for (const [index, page] of pages[0]!.entries()) {
      for (const [siteIndex, site] of sites.entries()) {
        const weight = await weightOf(site, pages[siteIndex]![index]!.path);
        weights.push({
          page: page.label,
          checkout: site.label,
          "HTML KB": kb(weight.htmlBytes),
          "of which payload KB": kb(weight.payloadBytes),
          "client components": weight.clientInstances,
        });
      }
    }
    console.log(
      `\nPage weight (uncompressed document; deterministic)${cars ? `, ${cars} available cars` : ""}:`,
    );
    console.table(weights);

    const summary: Array<Record<string, unknown>> = [];
    if (!onlyWeight) {
      for (const [index, page] of pages[0]!.entries()) {
        const results = new Map<Site, RunResult[]>(sites.map((site) => [site, []]));
        console.log(`\n${page.label}: warm-up…`);
        for (const [siteIndex, site] of sites.entries())
          await lighthouseRetried(
            `${site.baseUrl}${pages[siteIndex]![index]!.path}`,
            path.join(scratch, "warmup.json"),
          );
        // The checkouts' runs alternate, so a busier moment of the machine weighs on both alike.
        for (let attempt = 1; attempt <= runs; attempt++) {
          for (const [siteIndex, site] of sites.entries()) {
            const result = await lighthouseRetried(
              `${site.baseUrl}${pages[siteIndex]![index]!.path}`,
              path.join(scratch, `run-${attempt}.json`),
            );
            results.get(site)!.push(result);
            console.log(
              `  ${site.label} run ${attempt}: ${CATEGORIES.map((category) => `${category} ${result.scores[category]}`).join(", ")}, ` +
                `TBT ${Math.round(result.tbtMs)} ms, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}`,
            );
          }
        }
        for (const site of sites) {
          const list = results.get(site)!;
          summary.push({
            page: page.label,
            checkout: site.label,
            ...Object.fromEntries(
              CATEGORIES.map((category) => [category, median(list.map((r) => r.scores[category]))]),
            ),
            tbtMs: Math.round(median(list.map((r) => r.tbtMs))),
            lcpMs: Math.round(median(list.map((r) => r.lcpMs))),
            cls: Number(median(list.map((r) => r.cls)).toFixed(3)),
            lcpElement: list.map((r) => r.lcpElement).sort()[Math.floor(list.length / 2)],
            runs: list,
          });
        }
      }
      console.log(
        `\nLighthouse, mobile preset, median of ${runs} runs${cars ? `, ${cars} available cars` : ""}:`,
      );
      console.table(summary.map(({ runs: _runs, lcpElement: _element, ...row }) => row));
      for (const row of summary)
        console.log(
          `LCP element of ${String(row.page)} (${String(row.checkout)}): ${String(row.lcpElement)}`,
        );
    }
    const file = path.join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ cars, runs, weights, lighthouse: summary }, null, 2));
    console.log(`\nFull results: ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    for (const site of sites) console.error(`--- ${site.label} log ---\n${site.log()}`);
    throw error;
  } finally {
    await stopAll();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
