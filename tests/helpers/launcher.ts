import path from "node:path";

import { inject } from "vitest";

import { freePort, tempDataDir } from "./app-server";
import { spawnApp, superviseChild, waitUntilHealthy } from "./child-app";

/**
 * `npm start -- <args>` (the launcher, scripts/serve.ts) on the integration database and a free port, as an
 * operator runs it in production. Stopped with SIGTERM to the launcher, which stops Next.js first.
 */
export async function startLauncher(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; port: number; log(): string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnApp(path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts", "start", ...args], {
    port,
    dataDir: tempDataDir("dealership-launcher"),
    env: {
      DATABASE_URL: inject("databaseUrl"),
      AUTH_SECRET: "launcher-secret-0123456789abcdef0123456789",
      SITE_URL: baseUrl,
      ...env,
    },
  });
  const launcher = superviseChild(child, { keepChars: 50_000, forceKillAfterMs: 30_000, sigterm: "child" });
  try {
    await waitUntilHealthy(baseUrl, child, 120_000);
  } catch (error) {
    await launcher.stop();
    throw new Error(`the launcher did not start: ${(error as Error).message}\n${launcher.log()}`);
  }
  return { baseUrl, port, log: launcher.log, stop: launcher.stop };
}
