import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { load } from "@/scripts/bench/load";

import { startSite } from "../helpers/app-server";

// 60 s at 32 connections over showroom pages, GET /api/cars and view tracking, against the production build
// started like `npm start`: no request may fail, and the app's memory must level off.

const DURATION_SECONDS = 60;
const WARM_UP_SECONDS = 10;
const SAMPLE_EVERY_MS = 5_000;
/**
 * Memory bounds of the Next.js server. Its resident size swings by ±100 MB with garbage collection, so a leak
 * shows as a rising floor: the highest sample of the run's second half may exceed the first half's by at most
 * MAX_GROWTH_MB, and no sample may pass MAX_RSS_MB.
 */
const MAX_GROWTH_MB = 100;
const MAX_RSS_MB = 900;

/** Resident memory (MB) of the `next start` server under the launcher. */
function nextServerRssMb(launcherPid: number): number {
  const table = execFileSync("ps", ["-eo", "pid=,ppid=,args="]).toString().trim().split("\n");
  const rows = table.map((line) => {
    const [pid, ppid, ...args] = line.trim().split(/\s+/);
    return { pid: Number(pid), ppid: Number(ppid), args: args.join(" ") };
  });
  const descendants = new Set([launcherPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (descendants.has(row.ppid) && !descendants.has(row.pid)) {
        descendants.add(row.pid);
        grew = true;
      }
    }
  }
  const servers = rows.filter(
    (row) => descendants.has(row.pid) && /next/.test(row.args) && !/postgres/.test(row.args),
  );
  const rss = servers.map((row) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${row.pid}/status`, "utf8"))?.[1] ?? 0),
  );
  return Math.max(...rss) / 1024;
}

function mixScript(carIds: string[], brand: string): string {
  const pages = [
    "/",
    "/cars",
    `/cars?brand=${encodeURIComponent(brand)}`,
    "/about",
    "/api/cars",
    ...carIds.map((id) => `/car/${id}`),
  ];
  return `
local pages = { ${pages.map((page) => JSON.stringify(page)).join(", ")} }
local cars = { ${carIds.map((id) => JSON.stringify(id)).join(", ")} }
local counter = 0
request = function()
  counter = counter + 1
  if counter % 4 == 0 then
    local car = cars[(counter % #cars) + 1]
    return wrk.format("POST", "/api/analytics/track", { ["Content-Type"] = "application/json" }, '{"carId":"' .. car .. '","action":"view"}')
  end
  return wrk.format("GET", pages[(counter % #pages) + 1])
end
`;
}

describe("mixed load", () => {
  it(`serves ${DURATION_SECONDS} s at 32 connections without an error, with bounded memory`, async () => {
    const site = await startSite();
    try {
      const { cars } = (await (await fetch(`${site.baseUrl}/api/cars`)).json()) as {
        cars: Array<{ id: string; brand: string }>;
      };
      const script = mixScript(
        cars.slice(0, 8).map((car) => car.id),
        cars[0]!.brand,
      );
      const warmUp = await load(site.baseUrl, { script, durationSeconds: WARM_UP_SECONDS });
      expect(warmUp.errors).toBe(0);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(nextServerRssMb(site.process.pid!)), SAMPLE_EVERY_MS);
      const result = await load(site.baseUrl, { script, durationSeconds: DURATION_SECONDS }).finally(() =>
        clearInterval(sampler),
      );
      const half = Math.floor(samples.length / 2);
      const firstHalf = Math.max(...samples.slice(0, half));
      const secondHalf = Math.max(...samples.slice(half));
      console.log(
        `mixed load: ${result.requests} requests in ${DURATION_SECONDS} s (${Math.round(result.requestsPerSecond)} req/s), ` +
          `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}; next server RSS every ` +
          `${SAMPLE_EVERY_MS / 1000} s: ${samples.map((mb) => mb.toFixed(0)).join(", ")} MB ` +
          `(peak of 1st half ${firstHalf.toFixed(0)}, of 2nd half ${secondHalf.toFixed(0)}; bounds +${MAX_GROWTH_MB} MB, ${MAX_RSS_MB} MB)`,
      );
      expect(result.requests).toBeGreaterThan(1_000);
      expect(result.errors).toBe(0);
      expect(samples.length).toBeGreaterThanOrEqual(10);
      expect(secondHalf - firstHalf).toBeLessThan(MAX_GROWTH_MB);
      expect(Math.max(...samples)).toBeLessThan(MAX_RSS_MB);
      expect((await fetch(`${site.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await site.stop();
    }
  });
});
