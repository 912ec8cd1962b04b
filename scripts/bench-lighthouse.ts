// `npm run bench:lighthouse`: Lighthouse (mobile preset) against the production build with the demo data.
// Builds nothing: it needs `npm run build` first. It starts the site like `npm start` on a fresh DATA_DIR (the
// embedded PostgreSQL, seeded with the demo stock) and a free port, runs Lighthouse on /, /cars and one car page
// (once the photos' start-up copies are made; one warm-up run, then 3 measured runs each, every run in a fresh
// Chromium), prints the median of each category score, CLS and the LCP element per URL, and stops what it started.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { childProcessEnv } from "@/lib/env";
import { freePort } from "@/tests/helpers/app-server";
import { spawnApp, superviseChild, waitUntilHealthy } from "@/tests/helpers/child-app";

const run = promisify(execFile);
const RUNS = 3;
const CHROME_PATH = "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const START_TIMEOUT_MS = 240_000;
const VARIANTS_TIMEOUT_MS = 1_800_000;

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

/** The LCP element: Lighthouse 13 reports it in its LCP insight (older versions in an audit of its own). */
function lcpElement(report: LhReport): string {
  const insight = report.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const legacy = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = insight.find((item) => item.type === "node") ?? legacy[0]?.items?.[0]?.node;
  if (!node) return "(none)";
  return `${node.selector ?? ""} ${node.snippet ?? node.nodeLabel ?? ""}`.trim().slice(0, 200);
}

/**
 * The origin the build was made for: prerendered pages carry canonical URLs from the build's SITE_URL, and pages
 * rendered at request time must agree with them (as they do in a deployment), or Lighthouse sees two canonicals.
 */
function buildSiteUrl(): string | null {
  try {
    const html = readFileSync(path.resolve(".next/server/app/about.html"), "utf8");
    const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    return href ? new URL(href).origin : null;
  } catch {
    return null;
  }
}

/** Lighthouse now and then fails to record its trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is redone. */
async function lighthouseRetried(url: string, outFile: string, attempts = 3): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, outFile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  Lighthouse failed (${
          String(error)
            .split("\n")
            .find((line) => line.includes("Runtime error")) ?? "see above"
        }), running it again`,
      );
    }
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  if (!existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} is missing (apt-get install chromium)`);

  const dataDir = mkdtempSync(path.join(tmpdir(), "dealership-lighthouse-"));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const siteUrl = buildSiteUrl() ?? baseUrl;
  const resultsDir = path.resolve("bench-results");
  mkdirSync(resultsDir, { recursive: true });

  console.log(
    `Starting the production build on ${baseUrl} (SITE_URL ${siteUrl}, DATA_DIR ${dataDir}, seeding the demo data)…`,
  );
  const server = spawnApp(path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts", "start"], {
    port,
    dataDir,
    env: { DATABASE_URL: undefined, SITE_URL: siteUrl },
  });
  const supervised = superviseChild(server, {
    keepChars: 20_000,
    forceKillAfterMs: 30_000,
    sigterm: "group",
  });
  const onSignal = () => void supervised.stop().then(() => process.exit(130));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    await waitUntilHealthy(baseUrl, server, START_TIMEOUT_MS);
    // A fresh DATA_DIR makes the demo photos' resized copies in the background at start-up (once per photo, ever):
    // measure the site as visitors meet it afterwards, not while that one-off work competes for the CPU.
    const startedAt = Date.now();
    while (!supervised.log().includes("[photos] variants ready")) {
      if (Date.now() - startedAt > VARIANTS_TIMEOUT_MS)
        throw new Error("the photos' copies were not made in time");
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(`Photo copies ready after ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
    const { cars } = (await (await fetch(`${baseUrl}/api/cars`)).json()) as { cars: Array<{ id: string }> };
    const carId = cars[0]?.id;
    if (!carId) throw new Error("the demo stock is empty");
    const urls = [`${baseUrl}/`, `${baseUrl}/cars`, `${baseUrl}/car/${carId}`];

    const summary: Array<Record<string, unknown>> = [];
    for (const url of urls) {
      const label = new URL(url).pathname;
      console.log(`\n${label}: warm-up run…`);
      await lighthouseRetried(url, path.join(dataDir, "warmup.json"));
      const results: RunResult[] = [];
      for (let attempt = 1; attempt <= RUNS; attempt++) {
        const result = await lighthouseRetried(url, path.join(dataDir, `run-${attempt}.json`));
        results.push(result);
        console.log(
          `  run ${attempt}: ${CATEGORIES.map((category) => `${category} ${result.scores[category]}`).join(", ")}, ` +
            `CLS ${result.cls.toFixed(3)}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
        );
      }
      const row = {
        url: label,
        ...Object.fromEntries(
          CATEGORIES.map((category) => [category, median(results.map((result) => result.scores[category]))]),
        ),
        cls: Number(median(results.map((result) => result.cls)).toFixed(3)),
        lcpMs: Math.round(median(results.map((result) => result.lcpMs))),
        tbtMs: Math.round(median(results.map((result) => result.tbtMs))),
        lcpElement: results
          .map((result) => result.lcpElement)
          .sort(
            (a, b) =>
              results.filter((r) => r.lcpElement === b).length -
              results.filter((r) => r.lcpElement === a).length,
          )[0],
        runs: results,
      };
      summary.push(row);
    }

    console.log(`\nMedian of ${RUNS} runs (Lighthouse mobile preset):`);
    console.table(summary.map(({ runs: _runs, lcpElement: _element, ...row }) => row));
    for (const row of summary) console.log(`LCP element of ${String(row.url)}: ${String(row.lcpElement)}`);
    const file = path.join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(summary, null, 2));
    console.log(`\nFull results: ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    console.error(supervised.log());
    throw error;
  } finally {
    await supervised.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
