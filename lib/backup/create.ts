import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import pg from "pg";
import { create as createTar } from "tar";

import { beginSnapshot, digestOf, dumpTables, type EntryDigest } from "@/lib/backup/database-dump";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  MANIFEST_ENTRY,
  type BackupManifest,
} from "@/lib/backup/format";
import { BACKUP_RUN_LOCK, PHOTO_DELETION_LOCK } from "@/lib/backup/locks";
import { listStoredFiles, stageStoredFiles } from "@/lib/backup/stored-files";

// `npm run backup` and the nightly backup: one consistent file of the database and the stored files.
//  1. the run lock: one backup at a time, across instances and tools;
//  2. the photo deletion lock, then the database snapshot (REPEATABLE READ, read only), then the stored files
//     linked into a staging folder, then the deletion lock released: the files are those of the snapshot's
//     moment or newer, never fewer (photos are written before any row names them);
//  3. every table copied out of the snapshot, gzipped; the manifest with each entry's SHA-256;
//  4. the tar written under a temporary name, flushed to disk, then renamed: a backup file is whole or absent.

const STAGING_PREFIX = ".backup-staging-";
const PARTIAL_PREFIX = ".partial-";

export class BackupBusyError extends Error {
  constructor() {
    super("another backup is running on this database: try again when it has finished");
  }
}

export type BackupResult = {
  file: string;
  bytes: number;
  ms: number;
  tables: number;
  rows: number;
  files: number;
};

export type BackupOptions = {
  databaseUrl: string;
  dataDir: string;
  backupDir: string;
  now?: () => Date;
  /** Called inside the snapshot with its exported id (tests compare the restored data with it). */
  onSnapshot?: (snapshotId: string) => Promise<void>;
};

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const dataDir = path.resolve(options.dataDir);
  const backupDir = path.resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const client = new pg.Client({
    connectionString: options.databaseUrl,
    application_name: "auto-premium backup",
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  let staging: string | undefined;
  try {
    // A backup of a big database takes minutes: the app's connection time limits are not for it.
    await client.query("SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0");
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      BACKUP_RUN_LOCK,
    ]);
    if (!rows[0]?.locked) throw new BackupBusyError();
    // Holding the run lock, anything a crashed run left behind is stale.
    await removeLeftovers(dataDir, backupDir);
    await mkdir(dataDir, { recursive: true });
    staging = path.join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString("hex")}`);
    await mkdir(staging, { mode: 0o700 });

    await client.query("SELECT pg_advisory_lock($1)", [PHOTO_DELETION_LOCK]);
    const snapshot = await beginSnapshot(client);
    let stagedFiles: string[];
    try {
      stagedFiles = await stageStoredFiles(dataDir, staging, await listStoredFiles(dataDir));
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PHOTO_DELETION_LOCK]);
    }
    if (options.onSnapshot) {
      const { rows: exported } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
      await options.onSnapshot(exported[0]!.id);
    }
    const database = await dumpTables(client, staging, snapshot.tables);
    await client.query("COMMIT");

    const entries: Record<string, EntryDigest> = { ...database.entries };
    for (const entry of stagedFiles) entries[entry] = await digestFile(path.join(staging, entry));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      database: {
        serverVersion: database.serverVersion,
        migrations: snapshot.migrations,
        tables: database.tables,
        sequences: database.sequences,
      },
      entries,
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 1)}\n`);

    const file = await writeTar(
      staging,
      Object.keys(entries).sort(),
      backupDir,
      options.now?.() ?? new Date(started),
    );
    const { size } = await stat(file);
    return {
      file,
      bytes: size,
      ms: Date.now() - started,
      tables: database.tables.length,
      rows: database.tables.reduce((sum, table) => sum + table.rows, 0),
      files: stagedFiles.length,
    };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    // Ending the session rolls back an unfinished snapshot and releases its locks.
    await client.end().catch(() => undefined);
  }
}

async function digestFile(file: string): Promise<EntryDigest> {
  const digest = digestOf();
  await pipeline(createReadStream(file), digest.stream, async function* (source) {
    for await (const chunk of source) void chunk;
  });
  return digest.result();
}

/** The staged entries packed into BACKUP_DIR under a temporary name, flushed, then given their own name. */
async function writeTar(staging: string, entries: string[], backupDir: string, at: Date): Promise<string> {
  const partial = path.join(backupDir, `${PARTIAL_PREFIX}${randomBytes(6).toString("hex")}`);
  try {
    // Files only, in this order, the manifest last: a file cut short has none, and is refused whole.
    await createTar({ cwd: staging, file: partial, portable: true }, [...entries, MANIFEST_ENTRY]);
    await chmod(partial, 0o600);
    const handle = await open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    for (let attempt = 1; ; attempt++) {
      const target = path.join(backupDir, backupFileName(at, attempt));
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (exists) continue;
      await rename(partial, target);
      await syncFolder(backupDir);
      return target;
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function syncFolder(folder: string) {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeLeftovers(dataDir: string, backupDir: string) {
  for (const [folder, prefix] of [
    [dataDir, STAGING_PREFIX],
    [backupDir, PARTIAL_PREFIX],
  ] as const) {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      continue;
    }
    for (const name of names.filter((entry) => entry.startsWith(prefix)))
      await rm(path.join(folder, name), { recursive: true, force: true });
  }
}
