import path from "node:path";

import { embeddedLauncher, runningEmbeddedUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { env } from "@/lib/env";

/** What the launcher is doing: `npm run dev`, `build`, `start`, `npm run db:seed` or `npm run admin:create`. */
export type LaunchMode = "dev" | "build" | "start" | "seed" | "admin-create";

export type PreparedDatabase = {
  url: string;
  embedded: boolean;
  /** Stops the embedded server, if this process started one. */
  close(): Promise<void>;
};

/**
 * Whether the README's demo staff accounts (published password) may exist: under `npm run dev`, or anywhere
 * with DEMO_ACCOUNTS=1. A production start without it disables any it finds.
 */
export function demoAccountsEnabled(mode: LaunchMode): boolean {
  return mode === "dev" || env.DEMO_ACCOUNTS;
}

/**
 * The database the app runs on, migrated: DATABASE_URL when set (seeded only by `npm run db:seed`), otherwise
 * the embedded PostgreSQL under DATA_DIR, seeded with demo data while it is empty. Demo staff accounts are
 * created on the embedded database only when `demoAccounts` (default: demoAccountsEnabled(mode)); a production
 * start checks the accounts (lib/users/staff-accounts.ts) before the app serves anything.
 */
export async function prepareDatabase(options: {
  supervise: boolean;
  mode: LaunchMode;
  demoAccounts?: boolean;
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
    const demoAccounts = options.demoAccounts ?? demoAccountsEnabled(options.mode);
    if (!env.DATABASE_URL) {
      const { seedIfEmpty } = await import("@/prisma/seed");
      const seeded = await seedIfEmpty(url, { staffAccounts: demoAccounts });
      if (seeded) log(`[db] demo data seeded: ${seeded}`);
    }
    if ((demoAccounts && !env.DATABASE_URL) || options.mode === "start") {
      await checkAccounts(url, { mode: options.mode, demoAccounts, log });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url, embedded: !env.DATABASE_URL, close };
}

async function checkAccounts(
  url: string,
  options: { mode: LaunchMode; demoAccounts: boolean; log: (line: string) => void },
): Promise<void> {
  const [{ createPrismaClient }, accounts] = await Promise.all([
    import("@/lib/db/connect"),
    import("@/lib/users/staff-accounts"),
  ]);
  const db = createPrismaClient(url);
  try {
    if (options.demoAccounts && !env.DATABASE_URL) await accounts.ensureDemoAccounts(db, options.log);
    if (options.mode !== "start") return;
    if (!options.demoAccounts) await accounts.disablePublishedDemoAccounts(db, options.log);
    await accounts.reportAdminAccounts(db, env.ADMIN_EMAILS, options.log);
  } finally {
    await db.$disconnect();
  }
}
