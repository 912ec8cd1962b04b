import { spawn } from "node:child_process";
import path from "node:path";

import { inject } from "vitest";

import { childProcessEnv } from "@/lib/env";

import { freePort, tempDataDir, waitForHttp } from "./app-server";

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
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts", "start", ...args], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: childProcessEnv({
      PORT: String(port),
      DATA_DIR: tempDataDir("dealership-launcher"),
      DATABASE_URL: inject("databaseUrl"),
      AUTH_SECRET: "launcher-secret-0123456789abcdef0123456789",
      SITE_URL: baseUrl,
      NEXTAUTH_URL: baseUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    }),
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // Already gone.
        }
      }, 30_000);
      child.once("exit", () => {
        clearTimeout(force);
        resolve();
      });
      process.kill(child.pid!, "SIGTERM");
    });
  try {
    await waitForHttp(`${baseUrl}/api/health`, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`the launcher did not start: ${(error as Error).message}\n${output}`);
  }
  return { baseUrl, port, log: () => output, stop };
}
