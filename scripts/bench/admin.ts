// `npm run bench:admin [-- --data-dir DIR] [--years N] [--requests N]`: the admin panel's reads on a database of
// years of business. The production build (npm run build first) is started on DIR (default `.data-bench-admin`),
// which is first seeded with `npm run db:seed -- --years N --with-staff` (default 10 years, a few minutes) when
// it does not exist yet, and kept for the next runs; with DATABASE_URL set it runs on that database instead,
// seeded beforehand the same way. Signed in as the demo admin, it asks each call `--requests` times (default 30)
// one after another after a warm-up, and prints p50/p95 of the response time on loopback (the server's time plus
// well under a millisecond): every admin list's first page, a search, a deep page and a sort (the paging
// parameters of the admin lists), GET /api/analytics/overview, GET /api/reports/summary and GET
// /api/reports/cars (the reports tab's per-car table). Then the growth of the Next.js server's resident memory
// (RSS, sampled every 20 ms) while it exports every sale, expense and invoice to CSV, one export at a time.
// A freshly seeded database holds years of analytics events, which the site's scheduled pruning deletes (all but
// the last 31 days) within its first minutes: the bench waits for that first, so it measures the steady state.
// Targets: lists p95 ≤ 50 ms, overview and reports p95 ≤ 150 ms, export memory growth ≤ 50 MB. Figures only: the
// machines are shared and noisy.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import pg from "pg";

import { runningEmbeddedUrl } from "@/lib/db/embedded";
import { oldestKeptEventDay } from "@/lib/maintenance/retention";
import { startSite } from "@/tests/helpers/app-server";

const LIST_TARGET_MS = 50;
const REPORT_TARGET_MS = 150;
const EXPORT_GROWTH_TARGET_MB = 50;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Each admin list with a search word, a sort field and a deep page (the paging parameters of the contract). */
const LISTS = [
  { path: "/api/sales", q: "silva", sort: "salePrice" },
  { path: "/api/expenses", q: "revisao", sort: "amount" },
  { path: "/api/documents", q: "contrato", sort: "title" },
  { path: "/api/invoices", q: "venda", sort: "amount" },
  { path: "/api/contact-tickets", q: "oliveira", sort: "createdAt" },
  { path: "/api/users", q: "demo", sort: "email" },
];
const DEEP_PAGE = 40;

/** The pids of `root` and every process below it. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [root];
  for (let index = 0; index < found.length; index++) found.push(...(children.get(found[index]!) ?? []));
  return found;
}

/** The Next.js server process started by the launcher: the one whose title or command names next-server/next start. */
function nextServerPid(launcherPid: number): number {
  for (const pid of processTree(launcherPid)) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
      if (/next-server|next\/dist\/bin\/next|\.bin\/next/.test(command) && !command.includes("serve.ts"))
        return pid;
    } catch {
      // Gone meanwhile.
    }
  }
  throw new Error("the Next.js server process was not found under the launcher");
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Waits until the site's scheduled pruning has deleted the events older than the kept days. */
async function waitForPruning(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const cutoff = oldestKeptEventDay(new Date()).toISOString().slice(0, 10);
    const count = async () =>
      Number(
        (await db.query(`SELECT count(*) AS n FROM "AnalyticsEvent" WHERE "day" < $1::date`, [cutoff]))
          .rows[0].n,
      );
    const started = Date.now();
    let old = await count();
    if (old === 0) return;
    console.log(`Waiting for the scheduled pruning of ${old} analytics events older than ${cutoff}…`);
    while (old > 0) {
      if (Date.now() - started > 20 * 60_000) throw new Error(`the pruning left ${old} old events`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      old = await count();
    }
    const { rows } = await db.query(`SELECT count(*) AS events FROM "AnalyticsEvent"`);
    console.log(
      `Pruned in ${((Date.now() - started) / 1000).toFixed(0)} s; ${rows[0].events} events of the last days kept.`,
    );
  } finally {
    await db.end();
  }
}

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  const requests = Number(option("requests", "30"));
  const years = option("years", "10");
  const external = process.env.DATABASE_URL;
  const dataDir = path.resolve(option("data-dir", ".data-bench-admin"));

  if (!external && !existsSync(dataDir)) {
    console.log(`Seeding ${years} years of business into ${dataDir} (once; kept for the next runs)…`);
    const seed = spawnSync("npm", ["run", "--silent", "db:seed", "--", "--years", years, "--with-staff"], {
      stdio: "inherit",
      env: { ...process.env, DATA_DIR: dataDir },
    });
    if (seed.status !== 0) throw new Error("the seed failed");
  }

  console.log(`Starting the site (npm start on ${external ? "DATABASE_URL" : dataDir})…`);
  const site = await startSite({ dataDir, env: external ? { DATABASE_URL: external } : {} });
  try {
    await waitForPruning(external ?? runningEmbeddedUrl(path.join(dataDir, "postgres")));
    const origin = { Origin: site.baseUrl, "X-Forwarded-For": "10.77.0.1" };
    const login = await fetch(`${site.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { ...origin, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@autopremium.com.br", password: "demo1234" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .find((pair) => pair.includes("session-token="));
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
    const get = async (url: string) => {
      const started = performance.now();
      const response = await fetch(`${site.baseUrl}${url}`, { headers: { ...origin, Cookie: cookie } });
      const bytes = (await response.arrayBuffer()).byteLength;
      return { ms: performance.now() - started, status: response.status, bytes };
    };

    const calls: Array<{ url: string; target: number }> = [];
    for (const list of LISTS) {
      calls.push(
        { url: `${list.path}?page=1&pageSize=50`, target: LIST_TARGET_MS },
        { url: `${list.path}?q=${list.q}`, target: LIST_TARGET_MS },
        { url: `${list.path}?page=${DEEP_PAGE}&pageSize=50`, target: LIST_TARGET_MS },
        { url: `${list.path}?sort=${list.sort}&order=asc`, target: LIST_TARGET_MS },
      );
    }
    calls.push(
      { url: "/api/analytics/overview", target: REPORT_TARGET_MS },
      { url: "/api/reports/summary", target: REPORT_TARGET_MS },
      { url: "/api/reports/cars", target: REPORT_TARGET_MS },
    );

    const rows = [];
    for (const call of calls) {
      for (let warm = 0; warm < 3; warm++) await get(call.url);
      const times: number[] = [];
      let last = { status: 0, bytes: 0 };
      for (let n = 0; n < requests; n++) {
        const result = await get(call.url);
        times.push(result.ms);
        last = result;
      }
      const p95 = percentile(times, 95);
      console.log(
        `GET ${call.url}: ${last.status}, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      );
      rows.push({
        call: `GET ${call.url}`,
        status: last.status,
        KB: Number((last.bytes / 1024).toFixed(1)),
        "p50 ms": Number(percentile(times, 50).toFixed(1)),
        "p95 ms": Number(p95.toFixed(1)),
        "target ms": call.target,
        ok: last.status === 200 && p95 <= call.target ? "yes" : "NO",
      });
    }
    console.log(`\nResponse times, ${requests} sequential requests each after 3 warm-up requests:`);
    console.table(rows);

    const pid = nextServerPid(site.process.pid!);
    const exports = [];
    for (const kind of ["sales", "expenses", "invoices"]) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        try {
          peak = Math.max(peak, rssMb(pid));
        } catch {
          // The server is gone: the export's own error says why.
        }
      }, 20);
      const result = await get(`/api/exports/${kind}`);
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const growth = peak - before;
      exports.push({
        export: `GET /api/exports/${kind}`,
        status: result.status,
        "MB sent": Number((result.bytes / 1024 / 1024).toFixed(2)),
        ms: Math.round(result.ms),
        "RSS before MB": Math.round(before),
        "RSS peak MB": Math.round(peak),
        "growth MB": Number(growth.toFixed(1)),
        "target MB": EXPORT_GROWTH_TARGET_MB,
        ok: result.status === 200 && growth <= EXPORT_GROWTH_TARGET_MB ? "yes" : "NO",
      });
    }
    console.log(`\nNext.js server memory (pid ${pid}) while exporting every row to CSV:`);
    console.table(exports);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
