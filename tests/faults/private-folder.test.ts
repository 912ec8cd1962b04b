import { chmodSync, existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { startEmbeddedPostgres } from "@/lib/db/embedded";

// A checkout inside a private folder (root's home is mode 0700 on Debian and in many containers): as root, the
// embedded PostgreSQL runs as the `postgres` user, which cannot enter it. It must start anyway, keep its data
// across restarts, and start over when DATA_DIR is deleted, as the README promises.

const home = mkdtempSync(path.join(tmpdir(), "dealership-private-"));
chmodSync(home, 0o700);
const checkout = path.join(home, "checkout");
mkdirSync(checkout, { mode: 0o755 });
const dataDir = path.join(checkout, ".data", "postgres");
const outside = new Set<string>();

afterAll(() => {
  for (const folder of outside) rmSync(folder, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Starts the embedded server on the private DATA_DIR, runs `work`, stops it. */
async function withServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  try {
    const cluster = path.join(dataDir, "cluster");
    try {
      outside.add(readlinkSync(cluster));
    } catch {
      // Not a link: the cluster is inside DATA_DIR (not running as root).
    }
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

describe("DATA_DIR inside a folder of mode 0700", () => {
  it("starts PostgreSQL, keeps the data across restarts, and starts over when DATA_DIR is deleted", async () => {
    await withServer((url) =>
      query(url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')"),
    );
    expect(await withServer((url) => query(url, "SELECT note FROM kept"))).toEqual([{ note: "still here" }]);

    rmSync(path.join(checkout, ".data"), { recursive: true, force: true });
    expect(await withServer((url) => query(url, "SELECT to_regclass('kept') AS found"))).toEqual([
      { found: null },
    ]);
    for (const folder of outside) expect(existsSync(path.join(folder, "PG_VERSION"))).toBe(true);
  });
});
