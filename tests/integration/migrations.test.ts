import { execFile } from "node:child_process";
import { promisify } from "node:util";

import pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { migrate, readMigrations } from "@/lib/db/migrate";
import { childProcessEnv } from "@/lib/env";

const run = promisify(execFile);

describe("migrations", () => {
  it("agree with schema.prisma (the offline schema engine finds nothing to change)", async () => {
    const { stdout } = await run("node", ["scripts/prisma-migrate-offline.mjs", "diff"], {
      env: childProcessEnv({ DATABASE_URL: inject("databaseUrl") }),
      timeout: 120_000,
    });
    const statements = stdout.replace(/--.*$/gm, "").trim();
    expect(statements, `schema.prisma differs from prisma/migrations:\n${stdout}`).toBe("");
  });

  it("are recorded like `prisma migrate deploy` does, and applying them again changes nothing", async () => {
    const url = inject("databaseUrl");
    expect(await migrate(url)).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
      }>(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
      const files = readMigrations();
      expect(rows.map((row) => row.migration_name)).toEqual(files.map((file) => file.name));
      expect(rows.map((row) => row.checksum)).toEqual(files.map((file) => file.checksum));
      expect(rows.every((row) => row.finished_at !== null)).toBe(true);
    } finally {
      await client.end();
    }
  });

  it("run once when two instances start together (advisory lock)", async () => {
    const url = inject("databaseUrl");
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    expect(results.flat()).toEqual([]);
  });
});
