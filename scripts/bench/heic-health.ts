// `npm run bench:heic [-- --file photo.heic] [--uploads 4] [--rounds 3] [--data-dir dir]`: how long GET /api/health takes while
// HEIC photos are being converted. The production build (npm run build first) is started on a fresh DATA_DIR
// with the demo accounts; one client asks /api/health back to back, first with nothing else going on, then
// while a gerente uploads `--uploads` copies of the photo at once, `--rounds` times. Prints p50/p99/max of
// both. The default photo is tests/fixtures/split-12mp.heic (4000 × 3000, as a phone takes them). `--data-dir`
// keeps the site's data (demo stock, seeded once in about a minute) between runs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { startSite } from "@/tests/helpers/app-server";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const summary = (values: number[]) =>
  `n=${values.length} p50=${percentile(values, 50).toFixed(1)} ms p99=${percentile(values, 99).toFixed(1)} ms max=${Math.max(...values).toFixed(1)} ms`;

/** Asks /api/health one request after another until `stop` resolves; returns each latency in ms. */
async function sampleHealth(baseUrl: string, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  const finish = () => {
    done = true;
  };
  stop.then(finish, finish);
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  const file = option("file", "tests/fixtures/split-12mp.heic");
  const uploads = Number(option("uploads", "4"));
  const rounds = Number(option("rounds", "3"));
  const photo = readFileSync(file);

  console.log("Starting the site (npm start on a fresh DATA_DIR, demo accounts on)…");
  const dataDir = process.argv.includes("--data-dir") ? path.resolve(option("data-dir", "")) : undefined;
  const site = await startSite({ env: { DEMO_ACCOUNTS: "1" }, dataDir });
  try {
    const origin = { Origin: site.baseUrl };
    const login = await fetch(`${site.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { ...origin, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "gerente@autopremium.com.br", password: "demo1234" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .find((pair) => pair.includes("session-token="));
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);

    const upload = async () => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(photo)], { type: "image/heic" }), path.basename(file));
      const started = performance.now();
      const response = await fetch(`${site.baseUrl}/api/uploads/images`, {
        method: "POST",
        headers: { ...origin, Cookie: cookie },
        body: form,
      });
      const body = (await response.json()) as { width?: number; height?: number; error?: string };
      const ms = performance.now() - started;
      return {
        ms,
        status: response.status,
        result: response.status === 201 ? `${body.width}x${body.height}` : body.error,
      };
    };
    // One upload first, so no measurement includes the first load of the decoder or of the route.
    const warmUp = await upload();
    if (warmUp.status !== 201) throw new Error(`upload answered ${warmUp.status}: ${warmUp.result}`);

    const idle = await sampleHealth(site.baseUrl, new Promise((resolve) => setTimeout(resolve, 3000)));
    const busy: number[] = [];
    const uploadTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const batch = Promise.all(Array.from({ length: uploads }, upload));
      busy.push(...(await sampleHealth(site.baseUrl, batch)));
      const results = await batch;
      uploadTimes.push(...results.map((result) => result.ms));
      console.log(
        `round ${round + 1}: ${results.map((result) => `${result.status} ${result.result}`).join(", ")}`,
      );
    }
    console.log(`\nphoto: ${file} (${(photo.length / 1024).toFixed(0)} KB)`);
    console.log(`GET /api/health idle:                        ${summary(idle)}`);
    console.log(`GET /api/health during ${uploads} HEIC uploads at once: ${summary(busy)}`);
    console.log(`each upload (request to 201):                ${summary(uploadTimes)}`);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
