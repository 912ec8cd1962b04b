import type { ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";

import { spawnApp, superviseChild, waitUntilHealthy } from "./child-app";

// Test harness: a fresh embedded PostgreSQL in a temporary folder and the production build served by
// `next start` on an unusual port, stopped by process group so nothing is left behind.

export type TestServer = {
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  database: EmbeddedPostgres;
  next: ChildProcess;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  // PostgreSQL runs as its own user when the tests run as root: it must be able to reach the folder.
  chmodSync(dir, 0o755);
  return dir;
}

export async function startTestDatabase(dataDir: string): Promise<EmbeddedPostgres> {
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    log: () => undefined,
  });
  await migrate(database.url);
  return database;
}

/** Starts `next start` of the existing production build against the given database. */
export async function startNext(options: {
  databaseUrl: string;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; next: ChildProcess; log(): string; stop(): Promise<void> }> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const next = spawnApp(path.resolve("node_modules/.bin/next"), ["start", "--port", String(port)], {
    port,
    dataDir: options.dataDir,
    env: {
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
      SITE_URL: baseUrl,
      // Tests play the reverse proxy: each sends its own X-Forwarded-For so rate limits keep tests apart.
      TRUST_PROXY: "loopback",
      ...options.env,
    },
  });
  const app = superviseChild(next, { keepChars: 20_000, forceKillAfterMs: 10_000, sigterm: "group" });
  try {
    await waitUntilHealthy(baseUrl, next, 60_000);
  } catch (error) {
    app.kill();
    throw new Error(`next start failed: ${(error as Error).message}\n${app.log()}`);
  }
  return { baseUrl, next, log: app.log, stop: app.stop };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = tempDataDir("dealership-it");
  const database = await startTestDatabase(dataDir);
  try {
    const app = await startNext({ databaseUrl: database.url, dataDir, env });
    return {
      baseUrl: app.baseUrl,
      databaseUrl: database.url,
      dataDir,
      database,
      next: app.next,
      async stop() {
        await app.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

export type Site = {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  log(): string;
  stop(): Promise<void>;
};

/**
 * The site as `npm start` runs it (the launcher: embedded PostgreSQL on a fresh DATA_DIR, migrated and seeded
 * with the demo stock, then `next start`), on a free port. Used by benchmarks and load tests.
 */
export async function startSite(
  options: { env?: Record<string, string>; port?: number; dataDir?: string } = {},
): Promise<Site> {
  const dataDir = options.dataDir ?? tempDataDir("dealership-site");
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnApp(path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts", "start"], {
    port,
    dataDir,
    env: {
      DATABASE_URL: undefined,
      // The demo accounts sign in; callers spread their requests over X-Forwarded-For addresses.
      DEMO_ACCOUNTS: "1",
      TRUST_PROXY: "loopback",
      ...options.env,
    },
  });
  const site = superviseChild(child, { keepChars: 50_000, forceKillAfterMs: 45_000, sigterm: "child" });
  try {
    await waitUntilHealthy(baseUrl, child, 300_000);
  } catch (error) {
    await site.stop();
    throw new Error(`the site did not start: ${(error as Error).message}\n${site.log()}`);
  }
  return { baseUrl, port, dataDir, process: child, log: site.log, stop: site.stop };
}
