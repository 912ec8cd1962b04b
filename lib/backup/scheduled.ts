import { BackupBusyError, createBackup, type BackupResult } from "@/lib/backup/create";
import { pruneBackups } from "@/lib/backup/retention";
import { backupDir } from "@/lib/backup/settings";
import { formatBytes } from "@/lib/backup/sizes";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/logger";

// The nightly backup (03:00 America/Sao_Paulo, API.md "Operations"), run by the app's job queue once across
// instances: a backup into BACKUP_DIR, then the newest BACKUP_KEEP kept. Should two runs meet all the same (a
// manual `npm run backup` at that minute), the second finds the backup lock taken and skips.

export const NIGHTLY_BACKUP_CRON = "0 3 * * *";
export const NIGHTLY_BACKUP_TIME_ZONE = "America/Sao_Paulo";

export type ScheduledBackupOutcome =
  { status: "done"; backup: BackupResult; deleted: string[] } | { status: "skipped"; reason: string };

export async function runScheduledBackup(
  options: { databaseUrl?: string; dataDir?: string; backupDir?: string; keep?: number } = {},
): Promise<ScheduledBackupOutcome> {
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: the nightly backup runs inside the app");
  const folder = options.backupDir ?? backupDir();
  let backup: BackupResult;
  try {
    backup = await createBackup({ databaseUrl, dataDir: options.dataDir ?? env.DATA_DIR, backupDir: folder });
  } catch (error) {
    if (error instanceof BackupBusyError) {
      logger.warn(`[backup] nightly backup skipped: ${error.message}`);
      return { status: "skipped", reason: error.message };
    }
    throw error;
  }
  const deleted = await pruneBackups(folder, options.keep ?? env.BACKUP_KEEP);
  logger.info(
    { file: backup.file, bytes: backup.bytes, ms: backup.ms, deleted: deleted.length },
    `[backup] nightly backup written (${formatBytes(backup.bytes)}), ${deleted.length} old one(s) deleted`,
  );
  return { status: "done", backup, deleted };
}
