import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { embeddedLauncher, runningEmbeddedUrl, startEmbeddedPostgres } from "@/lib/db/embedded";

import { tempDataDir } from "../helpers/app-server";

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe("embedded PostgreSQL launcher", () => {
  it("keeps data across restarts and restarts a server that dies (supervision)", async () => {
    const dataDir = path.join(tempDataDir("dealership-embedded"), "postgres");
    const first = await startEmbeddedPostgres({ dataDir, supervise: true, log: () => undefined });
    try {
      await query(first.url, "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('persisted')");
      const pid = first.pid();
      expect(pid).toBeGreaterThan(0);
      process.kill(pid!, "SIGKILL");
      const back = await waitUntil(
        async () => (await query(first.url, "SELECT value FROM kept")).length === 1,
        30_000,
      );
      expect(back).toBe(true);
      expect(first.pid()).not.toBe(pid);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    try {
      expect(await query(second.url, "SELECT value FROM kept")).toEqual([{ value: "persisted" }]);
    } finally {
      await second.stop();
    }
  });

  it("leaves a cluster another live launcher runs alone, and names that launcher", async () => {
    const dataDir = path.join(tempDataDir("dealership-in-use"), "postgres");
    const { spawn } = await import("node:child_process");
    const launcher = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["tests/helpers/launch-embedded.ts", dataDir],
      {
        detached: true,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    try {
      const serverPid = await new Promise<number>((resolve, reject) => {
        launcher.stdout!.on("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
        launcher.on("exit", (code) => reject(new Error(`launcher exited with ${code}`)));
      });
      const holder = embeddedLauncher(dataDir);
      expect(holder).toBeGreaterThan(0);
      await expect(startEmbeddedPostgres({ dataDir, log: () => undefined })).rejects.toThrow(
        `is in use by another running app (pid ${holder})`,
      );
      expect(() => process.kill(serverPid, 0)).not.toThrow();
      expect(await query(runningEmbeddedUrl(dataDir), "SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
    } finally {
      process.kill(-launcher.pid!, "SIGKILL");
    }
    // Its launcher gone, the cluster is free again: the orphaned server is stopped and a new one starts.
    const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    try {
      expect(await query(server.url, "SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
    } finally {
      await server.stop();
    }
  });

  it("starts after its launcher was killed with -9 (orphaned postmaster, stale postmaster.pid)", async () => {
    const dataDir = path.join(tempDataDir("dealership-orphan"), "postgres");
    // A launcher in another process that we kill without letting it stop PostgreSQL.
    const { spawn } = await import("node:child_process");
    const launcher = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["tests/helpers/launch-embedded.ts", dataDir],
      {
        detached: true,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const orphanPid = await new Promise<number>((resolve, reject) => {
      launcher.stdout!.on("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      launcher.on("exit", (code) => reject(new Error(`launcher exited with ${code}`)));
    });
    process.kill(-launcher.pid!, "SIGKILL");
    expect(readFileSync(path.join(dataDir, "cluster", "postmaster.pid"), "utf8").split("\n")[0]).toBe(
      String(orphanPid),
    );
    expect(() => process.kill(orphanPid, 0)).not.toThrow();

    const server = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    try {
      expect(await query(server.url, "SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
      expect(() => process.kill(orphanPid, 0)).toThrow();
    } finally {
      await server.stop();
    }
    const running = execFileSync("ps", ["-eo", "args"]).toString();
    expect(running).not.toContain(path.join(dataDir, "cluster"));
  });
});
