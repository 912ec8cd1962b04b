// `npm run bench:http [-- --proxied] [--rounds N] [--seconds S]`: showroom pages of the production build
// (npm run build first) under load — wrk, 32 connections — against nginx serving the very same HTML bytes from
// a file, measured alternately in the same run (the machine is shared and noisy: only the ratios mean
// something). With --proxied the app is measured through deploy/nginx/dealership.conf (its micro-cache) instead.
import { existsSync } from "node:fs";
import path from "node:path";

import { startSite } from "@/tests/helpers/app-server";
import { startProxy, startStatic } from "@/tests/helpers/nginx";

import { assertWrkInstalled, load, median, type LoadResult } from "./load";

// The framework's floor: a trivial static Next.js page reaches about 0.03× nginx on this machine, and larger
// pages cost more per request in the framework itself. Cached pages must stay close to it; a filtered list is
// rendered per request.
const TARGETS: Record<string, number> = {
  "/": 0.025,
  "/cars": 0.025,
  "/cars?brand=": 0.012,
  "/car/{id}": 0.025,
  "/about": 0.025,
};
const PROXIED_TARGET = 0.5;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  assertWrkInstalled();
  const proxied = process.argv.includes("--proxied");
  const rounds = option("rounds", 3);
  const seconds = option("seconds", 5);

  console.log("Starting the site (npm start on a fresh DATA_DIR with the demo stock)…");
  const site = await startSite();
  const proxy = proxied ? await startProxy(site.port) : null;
  const appBase = proxy?.baseUrl ?? site.baseUrl;
  let baseline: Awaited<ReturnType<typeof startStatic>> | null = null;
  try {
    const { cars } = (await (await fetch(`${site.baseUrl}/api/cars`)).json()) as {
      cars: Array<{ id: string; brand: string }>;
    };
    const car = cars[0];
    if (!car) throw new Error("the demo stock is empty");
    const pages = [
      { label: "/", path: "/" },
      { label: "/cars", path: "/cars" },
      { label: "/cars?brand=", path: `/cars?brand=${encodeURIComponent(car.brand)}` },
      { label: "/car/{id}", path: `/car/${car.id}` },
      { label: "/about", path: "/about" },
    ];
    // The bytes the app answers, served by nginx from files.
    const files: Record<string, Buffer> = {};
    for (const [index, page] of pages.entries()) {
      const response = await fetch(`${site.baseUrl}${page.path}`);
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      files[`/page-${index}.html`] = Buffer.from(await response.arrayBuffer());
    }
    baseline = await startStatic(files);

    console.log(
      `wrk: 32 connections, ${seconds} s per run, ${rounds} rounds, app${proxied ? " through nginx" : ""} and nginx-static alternately\n`,
    );
    const rows = [];
    for (const [index, page] of pages.entries()) {
      const appUrl = `${appBase}${page.path}`;
      const staticUrl = `${baseline.baseUrl}/page-${index}.html`;
      await load(appUrl, { durationSeconds: 2 });
      await load(staticUrl, { durationSeconds: 1 });
      const app: LoadResult[] = [];
      const nginx: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        app.push(await load(appUrl, { durationSeconds: seconds }));
        nginx.push(await load(staticUrl, { durationSeconds: seconds }));
      }
      const appRps = median(app.map((result) => result.requestsPerSecond));
      const nginxRps = median(nginx.map((result) => result.requestsPerSecond));
      const ratio = appRps / nginxRps;
      const target = proxied ? PROXIED_TARGET : TARGETS[page.label]!;
      rows.push({
        page: page.label,
        bytes: files[`/page-${index}.html`]!.length,
        "app req/s": Math.round(appRps),
        "app p99 ms": Number(median(app.map((result) => result.p99Ms)).toFixed(1)),
        "nginx req/s": Math.round(nginxRps),
        "nginx p99 ms": Number(median(nginx.map((result) => result.p99Ms)).toFixed(1)),
        "app/nginx": Number(ratio.toFixed(3)),
        target,
        ok: ratio >= target ? "yes" : "NO",
        errors: app.reduce((sum, result) => sum + result.errors, 0),
      });
      console.log(
        `${page.label}: app ${Math.round(appRps)} req/s, nginx ${Math.round(nginxRps)} req/s, ratio ${ratio.toFixed(3)}`,
      );
    }
    console.log(
      `\nMedians of ${rounds} runs (${proxied ? "app behind deploy/nginx/dealership.conf" : "app directly"}):`,
    );
    console.table(rows);
  } finally {
    await baseline?.stop();
    await proxy?.stop();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
