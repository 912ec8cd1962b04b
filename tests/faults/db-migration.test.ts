import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { childProcessEnv } from "@/lib/env";

// `npm run db:migration <name>` works with no setup: without DATABASE_URL it replays the migrations on a scratch
// embedded PostgreSQL. With the schema and the migrations in agreement it writes nothing.

describe("npm run db:migration", () => {
  it("runs on a scratch embedded PostgreSQL when DATABASE_URL is unset", () => {
    const before = readdirSync("prisma/migrations");
    const run = spawnSync("npm", ["run", "--silent", "db:migration", "nothing_changed"], {
      encoding: "utf8",
      timeout: 170_000,
      env: childProcessEnv({ DATABASE_URL: undefined, NODE_OPTIONS: undefined }),
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toContain("scratch embedded PostgreSQL");
    expect(output).toContain("schema unchanged, no new migration");
    expect(readdirSync("prisma/migrations")).toEqual(before);
  });
});
