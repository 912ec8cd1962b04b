import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import { isBackupFileName, newestFirst } from "@/lib/backup/format";

/**
 * Keeps the newest `keep` backups of `backupDir` and deletes the older ones; returns the names deleted. Only
 * files named as backups are counted and deleted: anything else an operator puts there is left alone.
 */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error("BACKUP_KEEP must be a whole number of at least 1");
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const expired = newestFirst(names.filter(isBackupFileName)).slice(keep);
  for (const name of expired) await rm(path.join(backupDir, name), { force: true });
  return expired;
}
