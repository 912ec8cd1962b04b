import path from "node:path";

import { env } from "@/lib/env";

/** BACKUP_DIR, or DATA_DIR/backups. */
export function backupDir(): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
}
