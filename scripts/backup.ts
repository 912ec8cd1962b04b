// `npm run backup`: writes one backup file (the whole database and the stored files, consistent while the app
// runs and writes) into BACKUP_DIR (default DATA_DIR/backups) and prints its name. See README "Backups".
import "@/lib/load-env";

import { createBackup } from "@/lib/backup/create";
import { backupDir } from "@/lib/backup/settings";
import { openBackupSource } from "@/lib/backup/source-database";
import { env } from "@/lib/env";
import { formatBytes } from "@/lib/backup/sizes";

async function main() {
  const log = (line: string) => console.log(`[backup] ${line}`);
  const source = await openBackupSource(log);
  try {
    const result = await createBackup({
      databaseUrl: source.url,
      dataDir: env.DATA_DIR,
      backupDir: backupDir(),
    });
    log(
      `wrote ${result.file} (${formatBytes(result.bytes)}; ${result.tables} tables, ${result.rows} rows, ` +
        `${result.files} files) in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await source.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[backup] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
