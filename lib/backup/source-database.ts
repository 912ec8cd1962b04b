import { existsSync } from "node:fs";
import path from "node:path";

import { embeddedLauncher, runningEmbeddedUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { env } from "@/lib/env";

/**
 * The database `npm run backup` reads: DATABASE_URL; else the embedded server of the app running on DATA_DIR;
 * else DATA_DIR's embedded database, started for the backup and stopped after it (nothing is migrated or
 * seeded: the backup takes the database as it is).
 */
export async function openBackupSource(
  log: (line: string) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => undefined };
  const folder = path.join(path.resolve(env.DATA_DIR), "postgres");
  const running = embeddedLauncher(folder);
  if (running !== undefined) {
    log(`using the embedded PostgreSQL of the running app (pid ${running})`);
    return { url: runningEmbeddedUrl(folder), close: async () => undefined };
  }
  if (!existsSync(path.join(folder, "cluster", "PG_VERSION")))
    throw new Error(`there is no database in DATA_DIR (${path.resolve(env.DATA_DIR)}) to back up`);
  const server = await startEmbeddedPostgres({ dataDir: folder, log: (line) => log(`[postgres] ${line}`) });
  return { url: server.url, close: () => server.stop() };
}
