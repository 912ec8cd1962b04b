import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { childProcessEnv } from "@/lib/env";

// `npm run db:migration <name>` works with no setup: without DATABASE_URL it replays the migrations on a scratch
// embedded PostgreSQL. With the schema and the migrations in agreement it writes nothing.

const MIGRATIONS = "prisma/migrations";
const before = readdirSync(MIGRATIONS);

// A failed run may have written a migration: it must not stay in the tree, where the next start would apply it.
afterEach(() => {
  for (const name of readdirSync(MIGRATIONS))
    if (!before.includes(name)) rmSync(path.join(MIGRATIONS, name), { recursive: true, force: true });
});

describe("npm run db:migration", () => {
  it("runs on a scratch embedded PostgreSQL when DATABASE_URL is unset", () => {
    const run = spawnSync("npm", ["run", "--silent", "db:migration", "nothing_changed"], {
      encoding: "utf8",
      timeout: 170_000,
      env: childProcessEnv({ DATABASE_URL: undefined, NODE_OPTIONS: undefined }),
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toContain("scratch embedded PostgreSQL");
    expect(output).toContain("schema unchanged, no new migration");
    expect(readdirSync(MIGRATIONS)).toEqual(before);
  });
});
