// `npm run db:migration <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql from the difference
// between prisma/schema.prisma and the existing migrations (scripts/prisma-migrate-offline.mjs, Prisma's own
// schema engine in WebAssembly). It needs a PostgreSQL to replay the migrations on: DATABASE_URL when set (it is
// migrated, new migration included), otherwise a scratch embedded server in a temporary folder, deleted after.
import "@/lib/load-env";

import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { childProcessEnv, env } from "@/lib/env";

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/i.test(name)) {
    throw new Error("usage: npm run db:migration <name> (letters, digits and _, e.g. add_car_plate)");
  }
  let url = env.DATABASE_URL;
  let cleanUp = async () => {};
  if (!url) {
    const folder = mkdtempSync(path.join(tmpdir(), "dealership-migration-"));
    // PostgreSQL runs as its own user when started as root: it must be able to reach the folder.
    chmodSync(folder, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(folder, "postgres"), log: () => {} });
    console.log("[db:migration] on a scratch embedded PostgreSQL");
    url = server.url;
    cleanUp = async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    };
  }
  try {
    const tool = path.resolve("scripts", "prisma-migrate-offline.mjs");
    const run = spawnSync(process.execPath, [tool, "dev", "--name", name], {
      stdio: "inherit",
      env: childProcessEnv({ DATABASE_URL: url }),
    });
    process.exitCode = run.status ?? 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
