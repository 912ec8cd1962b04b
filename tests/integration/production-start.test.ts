import { spawn } from "node:child_process";
import path from "node:path";

import { describe, expect, inject, it } from "vitest";

import { hashPassword } from "@/lib/auth/password";
import { createPrismaClient } from "@/lib/db/connect";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { childProcessEnv } from "@/lib/env";

import { freePort, startSite, tempDataDir, type Site } from "../helpers/app-server";
import { sessionFrom, testAddress } from "../helpers/auth";

// `npm start` (the launcher, scripts/serve.ts) as a production deployment runs it: no account with a published
// password, the operator told how to make the first admin and warned about ADMIN_EMAILS addresses nobody
// owns yet, and a session-signing secret too short to be safe refused.

const DEMO_EMAILS = [
  "admin@autopremium.com.br",
  "gerente@autopremium.com.br",
  "vendedor@autopremium.com.br",
  "ajudante@autopremium.com.br",
  "cliente@autopremium.com.br",
];
const DEMO_PASSWORD = "demo1234";

const signInStatus = async (site: Site, email: string) => {
  const response = await fetch(`${site.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.baseUrl, "X-Forwarded-For": testAddress() },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return { status: response.status, session: sessionFrom(response) };
};

/** Runs `fn` against the launcher's embedded database of `dataDir` while the site runs. */
async function withSiteDb<T>(
  site: Site,
  fn: (db: ReturnType<typeof createPrismaClient>) => Promise<T>,
): Promise<T> {
  const db = createPrismaClient(runningEmbeddedUrl(path.join(site.dataDir, "postgres")));
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
  }
}

describe("a production start (npm start) and the demo accounts", () => {
  it("never creates them, tells how to create the first admin, warns about unowned ADMIN_EMAILS, and disables demo accounts an old data folder has", async () => {
    const dataDir = tempDataDir("dealership-prod-start");
    const env = { DEMO_ACCOUNTS: "0", ADMIN_EMAILS: "dono@loja.test", AUTH_SECRET: "x".repeat(44) };

    // A fresh embedded database: demo stock, but no staff account.
    let site = await startSite({ dataDir, env });
    try {
      const demo = await withSiteDb(site, (db) => db.user.count({ where: { email: { in: DEMO_EMAILS } } }));
      expect(demo).toBe(0);
      expect((await signInStatus(site, "admin@autopremium.com.br")).status).toBe(401);
      expect(site.log()).toContain("npm run admin:create -- <email>");
      expect(site.log()).toMatch(/ADMIN_EMAILS lists dono@loja\.test, which has no account yet/);
    } finally {
      await site.stop();
    }

    // The same folder as an older version left it: the demo accounts with the published password.
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "postgres"),
      log: () => undefined,
    });
    const db = createPrismaClient(postgres.url);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.user.createMany({
      data: DEMO_EMAILS.map((email, index) => ({
        email,
        name: `Demo ${index}`,
        role: index === 0 ? "admin" : "vendedor",
        passwordHash,
      })),
    });
    await db.$disconnect();
    await postgres.stop();

    site = await startSite({ dataDir, env });
    try {
      for (const email of DEMO_EMAILS) expect((await signInStatus(site, email)).status).toBe(401);
      expect(site.log()).toMatch(
        /sign-in disabled for [^:]*admin@autopremium\.com\.br[^:]*: demo accounts with the published password/,
      );
      const hashes = await withSiteDb(site, (db) =>
        db.user.findMany({ where: { email: { in: DEMO_EMAILS } }, select: { passwordHash: true } }),
      );
      expect(hashes).toHaveLength(DEMO_EMAILS.length);
      expect(hashes.every((user) => !user.passwordHash.startsWith("$argon2"))).toBe(true);
      // A disabled demo admin is no admin: the operator is still told how to create one.
      expect(site.log()).toContain("npm run admin:create -- <email>");
    } finally {
      await site.stop();
    }

    // DEMO_ACCOUNTS=1 (the e2e suite, a demo install) brings them back.
    site = await startSite({ dataDir, env: { ...env, DEMO_ACCOUNTS: "1" } });
    try {
      expect((await signInStatus(site, "gerente@autopremium.com.br")).status).toBe(200);
    } finally {
      await site.stop();
    }
  }, 600_000);
});

/**
 * `npm start` (or `next start` itself) on the integration database with `env`, as an operator runs it (no
 * NODE_ENV); resolves with its exit code when it exits, or null if it still runs after 90 s.
 */
async function exitOfStart(
  command: "npm start" | "next start",
  env: Record<string, string | undefined>,
): Promise<{ exitCode: number | null; output: string }> {
  const port = await freePort();
  const [bin, args] =
    command === "npm start"
      ? [path.resolve("node_modules/.bin/tsx"), ["scripts/serve.ts", "start"]]
      : [path.resolve("node_modules/.bin/next"), ["start", "--port", String(port)]];
  const child = spawn(bin, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: childProcessEnv({
      PORT: String(port),
      DATA_DIR: tempDataDir("dealership-secret"),
      DATABASE_URL: inject("databaseUrl"),
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: undefined,
      ...env,
    }),
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 90_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  // Whatever happened, nothing of it may keep running.
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // Already gone.
  }
  return { exitCode, output };
}

describe("a production start and AUTH_SECRET", () => {
  it("refuses a secret under 32 bytes with a clear message and a non-zero exit", async () => {
    for (const command of ["npm start", "next start"] as const) {
      const { exitCode, output } = await exitOfStart(command, { AUTH_SECRET: "curto-demais-0123456789" });
      expect(output).toContain("AUTH_SECRET is too short (23 bytes): it must have at least 32 bytes");
      expect(exitCode).not.toBe(0);
      expect(exitCode).not.toBeNull();
    }
  }, 200_000);

  it("refuses to start on DATABASE_URL without AUTH_SECRET rather than generate one", async () => {
    const { exitCode, output } = await exitOfStart("npm start", { AUTH_SECRET: undefined });
    expect(output).toContain("AUTH_SECRET is required in production when DATABASE_URL is set");
    expect(exitCode).not.toBe(0);
    expect(exitCode).not.toBeNull();
  }, 120_000);
});
