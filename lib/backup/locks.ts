// PostgreSQL advisory lock keys shared by every process of the app and the backup tools.

/** Held by the backup that is running, for its whole length: two backups never run at once. */
export const BACKUP_RUN_LOCK = 0x6261_636b;

/**
 * Held shared by each deletion of a stored photo file, and exclusively by a backup from the moment its database
 * snapshot is taken until the files are linked into it: a photo that a row of the snapshot still shows cannot
 * be deleted in between, so every file the restored rows name is in the backup.
 */
export const PHOTO_DELETION_LOCK = 0x6261_6370;
