// `npm run restore -- <file>`: restores a backup into an empty DATA_DIR (its embedded PostgreSQL is created) or,
// with DATABASE_URL, into that empty database (stored files into DATA_DIR). A damaged or incomplete file, or a
// target that is not empty, is refused before anything changes. See README "Backups".
import "@/lib/load-env";

import { restoreBackup } from "@/lib/backup/restore";
import { env } from "@/lib/env";

async function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  if (!file) throw new Error("usage: npm run restore -- <backup file>");
  const log = (line: string) => console.log(`[restore] ${line}`);
  const result = await restoreBackup({ file, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, log });
  log(
    `restored ${result.tables} tables (${result.rows} rows) and ${result.files} files in ` +
      `${(result.ms / 1000).toFixed(1)} s into ${env.DATABASE_URL ? "DATABASE_URL" : `DATA_DIR ${env.DATA_DIR}`}` +
      `; start the app with npm start`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[restore] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
