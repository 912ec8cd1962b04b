// `npm run bench:api [-- --rounds N] [--seconds S] [--data-dir DIR]`: GET /api/cars, GET /api/cars/{id} (an
// available car and a sold one) and POST /api/analytics/track of the production build (npm run build first) on a
// fresh DATA_DIR with the demo stock, or on DIR (`.data-bench-admin`: ten years of sold cars), under load — wrk,
// 32 connections —
// against the framework's own floor: an empty route handler of this app (the catch-all that only answers a
// 32-byte JSON 404), measured alternately in the same run so the shared machine's noise hits both alike. A
// trivial node:http server answering the same bytes is printed beside them for scale. Afterwards the tracked
// car's view counter must equal the view events stored (no update lost under concurrency).
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";

import pg from "pg";

import { runningEmbeddedUrl } from "@/lib/db/embedded";
import { freePort, startSite } from "@/tests/helpers/app-server";

import { assertWrkInstalled, load, median, type LoadOptions, type LoadResult } from "./load";

/** Each call's req/s as a share of the empty handler's: reads stay near it, a write may cost half. */
const TARGETS = {
  "GET /api/cars": 0.9,
  "GET /api/cars/{id}": 0.9,
  "GET /api/cars/{id} (sold)": 0.9,
  "POST /api/analytics/track": 0.5,
};
const FLOOR_PATH = "/api/nao-existe";
type Label = keyof typeof TARGETS;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A node:http server answering every request with the given status, type and body. */
async function trivialServer(
  status: number,
  contentType: string,
  body: Buffer,
): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(status, { "Content-Type": contentType, "Content-Length": body.length });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  assertWrkInstalled();
  const rounds = Number(option("rounds") ?? 3);
  const seconds = Number(option("seconds") ?? 5);
  const dataDir = option("data-dir");

  console.log(`Starting the site (npm start on ${dataDir ?? "a fresh DATA_DIR with the demo stock"})…`);
  const site = await startSite(dataDir ? { dataDir: path.resolve(dataDir) } : {});
  const servers: Server[] = [];
  try {
    const firstId = async (status: string) => {
      const response = await fetch(`${site.baseUrl}/api/cars?status=${status}`);
      return ((await response.json()) as { cars: Array<{ id: string }> }).cars[0]?.id;
    };
    const carId = (await firstId("available"))!;
    const soldId = await firstId("sold");
    const trackBody = JSON.stringify({ carId, action: "view" });
    const calls: Array<{ label: Label; path: string; options: LoadOptions }> = [
      { label: "GET /api/cars", path: "/api/cars", options: {} },
      { label: "GET /api/cars/{id}", path: `/api/cars/${carId}`, options: {} },
      ...(soldId
        ? [{ label: "GET /api/cars/{id} (sold)" as const, path: `/api/cars/${soldId}`, options: {} }]
        : []),
      {
        label: "POST /api/analytics/track",
        path: "/api/analytics/track",
        // No visitor cookie: every request is a new visitor, so every view counts.
        options: { method: "POST", body: trackBody, headers: { "Content-Type": "application/json" } },
      },
    ];
    const floorUrl = `${site.baseUrl}${FLOOR_PATH}`;

    const databaseUrl = runningEmbeddedUrl(path.join(site.dataDir, "postgres"));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const countViews = async () => {
      const { rows } = await db.query<{ views: number; events: string }>(
        `SELECT c.views, (SELECT count(*) FROM "AnalyticsEvent" e WHERE e."carId" = c.id AND e.action = 'view') AS events
         FROM "Car" c WHERE c.id = $1`,
        [carId],
      );
      return { views: rows[0]!.views, events: Number(rows[0]!.events) };
    };
    const before = await countViews();

    const rows = [];
    for (const call of calls) {
      const response = await fetch(`${site.baseUrl}${call.path}`, {
        method: call.options.method ?? "GET",
        body: call.options.body,
        headers: call.options.headers,
      });
      const body = Buffer.from(await response.arrayBuffer());
      const baseline = await trivialServer(
        response.status,
        response.headers.get("content-type") ?? "application/json",
        body,
      );
      servers.push(baseline.server);
      const appUrl = `${site.baseUrl}${call.path}`;
      const baseUrl = `${baseline.url}${call.path}`;
      await load(appUrl, { ...call.options, durationSeconds: 2 });
      await load(floorUrl, { durationSeconds: 1 });
      await load(baseUrl, { ...call.options, durationSeconds: 1 });
      const app: LoadResult[] = [];
      const floor: LoadResult[] = [];
      const trivial: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        app.push(await load(appUrl, { ...call.options, durationSeconds: seconds }));
        floor.push(await load(floorUrl, { durationSeconds: seconds }));
        trivial.push(await load(baseUrl, { ...call.options, durationSeconds: seconds }));
      }
      const appRps = median(app.map((result) => result.requestsPerSecond));
      const floorRps = median(floor.map((result) => result.requestsPerSecond));
      const trivialRps = median(trivial.map((result) => result.requestsPerSecond));
      const ratio = appRps / floorRps;
      rows.push({
        call: call.label,
        "app req/s": Math.round(appRps),
        "app p99 ms": Number(median(app.map((result) => result.p99Ms)).toFixed(1)),
        "empty handler req/s": Math.round(floorRps),
        "node:http req/s": Math.round(trivialRps),
        "app/empty handler": Number(ratio.toFixed(3)),
        target: TARGETS[call.label],
        ok: ratio >= TARGETS[call.label] ? "yes" : "NO",
        errors: app.reduce((sum, result) => sum + result.errors, 0),
      });
      console.log(
        `${call.label}: app ${Math.round(appRps)} req/s, empty handler ${Math.round(floorRps)} req/s, ratio ${ratio.toFixed(3)} (node:http ${Math.round(trivialRps)} req/s)`,
      );
    }
    console.log(`\nMedians of ${rounds} runs:`);
    console.table(rows);

    // Let requests still in flight when wrk stopped finish, then compare the counter with the events.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await countViews();
    const counted = after.views - before.views;
    const stored = after.events - before.events;
    console.log(
      `Views of the tracked car: counter +${counted}, view events +${stored} → ${counted === stored ? "exact" : "MISMATCH"}`,
    );
    await db.end();
    if (counted !== stored) process.exitCode = 1;
  } finally {
    for (const server of servers) server.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
