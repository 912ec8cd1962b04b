// `npm run bench:trade-in [-- --parallel 8]`: what the worst anonymous POST /api/trade-ins costs the server. The
// production build (npm run build first) runs on a fresh, empty database. Two figures:
// - a request of six copies of a 0.9 MB PNG of 1920 × 20833 noisy pixels (under the 40-megapixel bound): the
//   bytes it leaves stored and the CPU seconds the server's processes spend on it;
// - `--parallel` bodies of ~91 MB at once (six parts of 15 MB that start like photos, refused for a bad plate
//   only after all of them): the server's peak resident memory above its idle figure while they arrive.
// Run it from another checkout's folder to measure that checkout the same way.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import pg from "pg";
import sharp from "sharp";

import { startNext, startTestDatabase, tempDataDir } from "@/tests/helpers/app-server";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

const MB = 1024 * 1024;
const TICKS = 100; // clock ticks per second of /proc/<pid>/stat (CLK_TCK on Linux)

/** The process and every descendant of it. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(parents.get(tree[index]!) ?? []));
  return tree;
}

function cpuSeconds(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / TICKS;
}

function rssBytes(root: number): number {
  let bytes = 0;
  for (const pid of processTree(root)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      bytes += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // Gone meanwhile.
    }
  }
  return bytes;
}

/**
 * 1920 × 20833 grey noise that compresses to about 0.9 MB as PNG: a new row of noise every 400 rows, repeated in
 * between (deflate finds the repeats, a JPEG encoder still sees noise in every block).
 */
async function tallNoisePng(): Promise<Buffer> {
  const width = 1920;
  const height = 20_833;
  const pixels = Buffer.alloc(width * height);
  let row = randomBytes(width);
  for (let y = 0; y < height; y++) {
    if (y % 400 === 0) row = randomBytes(width);
    row.copy(pixels, y * width);
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const FIELDS = {
  name: "Bench",
  phone: "(11) 98765-4321",
  brand: "Fiat",
  model: "Uno",
  year: "2012",
  mileage: "1",
};

function form(fields: Record<string, string>, photos: Array<{ bytes: Uint8Array; name: string }>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const photo of photos) body.append("photos", new Blob([new Uint8Array(photo.bytes)]), photo.name);
  return body;
}

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  const parallel = Number(option("parallel", "8"));
  const dataDir = tempDataDir("dealership-bench-trade-in");
  const database = await startTestDatabase(dataDir);
  const app = await startNext({ databaseUrl: database.url, dataDir, env: { TRUST_PROXY: "loopback" } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const pid = app.next.pid!;
  try {
    const png = await tallNoisePng();
    console.log(`photo: ${(png.byteLength / MB).toFixed(2)} MB PNG, 1920 × 20833`);
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const response = await fetch(`${app.baseUrl}/api/trade-ins`, {
      method: "POST",
      headers: { "X-Forwarded-For": "198.51.100.1" },
      body: form(
        FIELDS,
        Array.from({ length: 6 }, (_, index) => ({ bytes: png, name: `${index}.png` })),
      ),
    });
    const answer = await response.text();
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(pid) - cpuBefore;
    const stored = await db.query<{ bytes: string | null; count: string }>(
      `SELECT sum(size)::text AS bytes, count(*)::text AS count FROM "StoredFile" WHERE kind = 'trade_in_photo'`,
    );
    console.log(
      `six photos: ${response.status} in ${seconds.toFixed(1)} s; stored ${stored.rows[0]!.count} files, ` +
        `${(Number(stored.rows[0]!.bytes ?? 0) / MB).toFixed(2)} MB; server CPU ${cpu.toFixed(1)} s` +
        (response.status >= 400 ? ` (${answer.slice(0, 120)})` : ""),
    );

    // The big bodies: parts that start like JPEG photos, 15 MB less a byte each, and a plate that is refused.
    const part = Buffer.alloc(15 * MB - 1, 0x61);
    part.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = new Uint8Array(
      await new Response(
        form(
          { ...FIELDS, plate: "XX-00" },
          Array.from({ length: 6 }, (_, index) => ({ bytes: part, name: `${index}.jpg` })),
        ),
      ).arrayBuffer(),
    );
    const boundary = /^--([^\r]+)/.exec(Buffer.from(big.subarray(0, 200)).toString("latin1"))![1]!;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = rssBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
    const statuses = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        fetch(`${app.baseUrl}/api/trade-ins`, {
          method: "POST",
          headers: {
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            "X-Forwarded-For": `198.51.100.${10 + index}`,
          },
          body: big,
        }).then(async (result) => `${result.status} ${(await result.text()).slice(0, 60)}`),
      ),
    );
    clearInterval(sampler);
    console.log(
      `${parallel} bodies of ${(big.byteLength / MB).toFixed(1)} MB at once: ${[...new Set(statuses)].join(" | ")}; ` +
        `server RSS ${(idle / MB).toFixed(0)} MB idle, peak +${((peak - idle) / MB).toFixed(0)} MB`,
    );
  } finally {
    await db.end();
    await app.stop();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
