import { z } from "zod";

// One backup is one tar file: `database/<n>.copy.gz` per table (PostgreSQL's COPY text format, gzipped), the
// stored files under `files/` as they are on disk, and `manifest.json` last, which lists every other entry with
// its size and SHA-256. A restore reads the whole file and checks every entry against the manifest before it
// changes anything: a damaged or cut file is refused whole. `tar tvf` lists it; nothing else is needed to read it.

export const BACKUP_FORMAT = "auto-premium-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_FOLDER = "database";
export const FILES_FOLDER = "files";

// backup-20261128T060000Z.tar (UTC, so names sort as the backups were taken), -2, -3… when a second falls twice.
const FILE_NAME = /^backup-\d{8}T\d{6}Z(?:-\d{1,4})?\.tar$/;

/** The file name of a backup taken at `at`; `attempt` > 1 tells apart two taken in the same second. */
export function backupFileName(at: Date, attempt = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `backup-${stamp}${attempt > 1 ? `-${attempt}` : ""}.tar`;
}

export function isBackupFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** Newest first: the stamp orders them, and the -N suffix orders backups of the same second. */
export function newestFirst(names: readonly string[]): string[] {
  const key = (name: string) => {
    const [, stamp = "", attempt = "1"] = /^backup-(\w+?)(?:-(\d+))?\.tar$/.exec(name) ?? [];
    return `${stamp}-${attempt.padStart(4, "0")}`;
  };
  return [...names].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

const entrySchema = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const tableSchema = z.object({
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
  entry: z.string().min(1),
});

const sequenceSchema = z.object({
  name: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string().min(1),
  database: z.object({
    serverVersion: z.string(),
    /** The migrations applied to the database, in order: the restore builds the same schema from them. */
    migrations: z.array(z.string().min(1)),
    tables: z.array(tableSchema),
    sequences: z.array(sequenceSchema),
  }),
  /** Every entry but the manifest, by its path in the tar file. */
  entries: z.record(z.string(), entrySchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupTable = z.infer<typeof tableSchema>;
export type BackupSequence = z.infer<typeof sequenceSchema>;
