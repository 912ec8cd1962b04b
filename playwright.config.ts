import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

// The e2e suite runs the README's way of starting the site (`npm start`: embedded PostgreSQL seeded with demo
// data) on a fresh DATA_DIR and an unusual free port. Workers load this file again: the chosen port and
// folder travel to them through the environment.
function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script]).toString().trim());
}
process.env.E2E_PORT ??= String(freePortSync());
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "dealership-e2e-"));
  // PostgreSQL runs as its own user when the tests run as root: it must be able to reach the folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: chromium,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 768 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/serve.ts start",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      ADMIN_EMAILS: "e2e-admin@test.local",
      // The specs sign in with the README's demo accounts, which `npm start` only creates when asked.
      DEMO_ACCOUNTS: "1",
      // Each spec file sends its own X-Forwarded-For so its sign-in attempts don't lock another's.
      TRUST_PROXY: "loopback",
      // Warnings and errors only: the one JSON line per request would drown the test report.
      LOG_LEVEL: "warn",
    },
  },
});
