import path from "node:path";

import { embeddedLauncher, runningEmbeddedUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { env } from "@/lib/env";

export type PreparedDatabase = {
  url: string;
  embedded: boolean;
  /** Stops the embedded server, if this process started one. */
  close(): Promise<void>;
};

/**
 * The database the app runs on, migrated: DATABASE_URL when set (seeded only by `npm run db:seed`), otherwise
 * the embedded PostgreSQL under DATA_DIR, seeded with demo data while it is empty.
 */
export async function prepareDatabase(options: {
  supervise: boolean;
  log: (line: string) => void;
}): Promise<PreparedDatabase> {
  const { log } = options;
  let url = env.DATABASE_URL;
  let close = async () => {};
  const dataDir = path.join(path.resolve(env.DATA_DIR), "postgres");
  const runningApp = url ? undefined : embeddedLauncher(dataDir);
  if (!url && runningApp !== undefined && !options.supervise) {
    // A build or a seed while the site runs on this DATA_DIR: work on the site's own server.
    url = runningEmbeddedUrl(dataDir);
    log(`[db] using the embedded PostgreSQL of the running app (pid ${runningApp})`);
  } else if (!url) {
    const started = Date.now();
    const server = await startEmbeddedPostgres({
      dataDir,
      supervise: options.supervise,
      log: (line) => log(`[postgres] ${line}`),
    });
    log(`[db] embedded PostgreSQL on port ${server.port} (${Date.now() - started} ms)`);
    url = server.url;
    close = () => server.stop();
  }
  try {
    const applied = await migrate(url);
    if (applied.length) log(`[db] applied migrations: ${applied.join(", ")}`);
    if (!env.DATABASE_URL) {
      const { seedIfEmpty } = await import("@/prisma/seed");
      const seeded = await seedIfEmpty(url, { staffAccounts: true });
      if (seeded) log(`[db] demo data seeded: ${seeded}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url, embedded: !env.DATABASE_URL, close };
}
