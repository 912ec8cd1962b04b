import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";

import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

import { FILES_FOLDER, type BackupManifest } from "@/lib/backup/format";
import { restoredFilePath } from "@/lib/backup/stored-files";
import { BackupFileError, unpackBackup } from "@/lib/backup/verify";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { CREATE_MIGRATIONS_TABLE, readMigrations } from "@/lib/db/migrate";

// `npm run restore -- <file>`: a backup into an empty DATA_DIR (its embedded PostgreSQL is created) or into an
// empty database at DATABASE_URL. The file is unpacked and checked whole first (lib/backup/verify.ts); then one
// transaction builds the schema from the backup's migrations and loads every row as it was (triggers, foreign
// keys and secondary indexes held off meanwhile, then built and checked over all the rows), so a failure leaves
// the database as empty as it was;
// the stored files are moved into DATA_DIR last.

export { BackupFileError };

export class RestoreTargetError extends Error {}

const BACKUPS_FOLDER = "backups";
const STAGING_PREFIX = ".restore-staging-";

export type RestoreOptions = {
  file: string;
  dataDir: string;
  /** The target database; unset, an embedded PostgreSQL is created under DATA_DIR/postgres. */
  databaseUrl?: string;
  log?: (line: string) => void;
};

export type RestoreResult = { tables: number; rows: number; files: number; ms: number };

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const createdDataDir = !(await exists(dataDir));
  await assertEmptyDataDir(dataDir, { embedded: !options.databaseUrl });
  if (options.databaseUrl) await assertEmptyDatabase(options.databaseUrl);

  await mkdir(dataDir, { recursive: true });
  const staging = path.join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString("hex")}`);
  let server: EmbeddedPostgres | undefined;
  let restored = false;
  try {
    await mkdir(staging, { mode: 0o700 });
    log(`checking ${path.basename(options.file)}`);
    const manifest = await unpackBackup(path.resolve(options.file), staging);
    if (!options.databaseUrl) {
      server = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, "postgres"),
        log: (line) => log(`[postgres] ${line}`),
      });
    }
    log("restoring the database");
    const rows = await loadDatabase(options.databaseUrl ?? server!.url, staging, manifest);
    const files = await moveFiles(staging, dataDir, manifest);
    restored = true;
    return { tables: manifest.database.tables.length, rows, files, ms: Date.now() - started };
  } finally {
    await server?.stop();
    await rm(staging, { recursive: true, force: true });
    if (!restored && !options.databaseUrl) {
      // The embedded database this run created goes with the failure: the folder is as empty as it was.
      await rm(path.join(dataDir, "postgres"), { recursive: true, force: true });
    }
    if (!restored && createdDataDir) await rmdir(dataDir).catch(() => undefined);
  }
}

async function exists(target: string): Promise<boolean> {
  return readdir(target).then(
    () => true,
    () => false,
  );
}

/** The embedded target must be an empty DATA_DIR (a `backups` folder aside); any target needs no stored files. */
async function assertEmptyDataDir(dataDir: string, { embedded }: { embedded: boolean }) {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch {
    return;
  }
  const blocking = embedded
    ? names.filter((name) => name !== BACKUPS_FOLDER)
    : names.filter((name) => name === "uploads" || name === "auth-secret");
  if (blocking.length)
    throw new RestoreTargetError(
      embedded
        ? `DATA_DIR (${dataDir}) is not empty: restore into a new, empty folder (it may hold a backups folder only)`
        : `DATA_DIR (${dataDir}) already holds stored files (${blocking.join(", ")}): restore with an empty DATA_DIR`,
    );
}

async function assertEmptyDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      `SELECT count(*)::text AS tables FROM pg_class
        WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p')`,
    );
    const tables = Number(rows[0]?.tables ?? 0);
    if (tables > 0)
      throw new RestoreTargetError(
        `the database at DATABASE_URL is not empty (${tables} tables): restore into a new, empty database`,
      );
  } finally {
    await client.end();
  }
}

/** Schema and rows in one transaction; returns the rows loaded. */
async function loadDatabase(url: string, staging: string, manifest: BackupManifest): Promise<number> {
  const client = new pg.Client({ connectionString: url, application_name: "auto-premium restore" });
  await client.connect();
  const quote = (name: string) => client.escapeIdentifier(name);
  try {
    await client.query("SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0");
    await client.query("BEGIN");
    await client.query(CREATE_MIGRATIONS_TABLE);
    const byName = new Map(readMigrations().map((migration) => [migration.name, migration.sql]));
    for (const name of manifest.database.migrations) await client.query(byName.get(name)!);

    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
        WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
    );
    for (const key of foreignKeys)
      await client.query(`ALTER TABLE ${quote(key.table)} DROP CONSTRAINT ${quote(key.name)}`);
    // Indexes other than keys are built once over the loaded rows, far faster than row by row (the trigram
    // indexes of the admin search above all), as pg_restore does.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE i.relnamespace = current_schema()::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${quote(index.name)}`);
    const tables = manifest.database.tables;
    const names = tables.map((table) => quote(table.name));
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    // Rows a migration inserted (defaults, counters) are replaced by the backup's own.
    if (names.length) await client.query(`TRUNCATE ${names.join(", ")}`);

    let rows = 0;
    for (const table of tables) {
      const columns = table.columns.map(quote).join(", ");
      const sink = client.query(copyFrom(`COPY ${quote(table.name)} (${columns}) FROM STDIN`));
      await pipeline(createReadStream(path.join(staging, table.entry)), createGunzip(), sink);
      if (sink.rowCount !== table.rows)
        throw new Error(`${table.name}: ${sink.rowCount} rows loaded, the backup has ${table.rows}`);
      rows += table.rows;
    }

    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    // Added back, each foreign key checks every restored row.
    for (const key of foreignKeys)
      await client.query(
        `ALTER TABLE ${quote(key.table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`,
      );
    for (const sequence of manifest.database.sequences)
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        quote(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    await client.query("COMMIT");
    return rows;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Moves the stored files from the staging folder to their places in DATA_DIR; returns how many. */
async function moveFiles(staging: string, dataDir: string, manifest: BackupManifest): Promise<number> {
  let moved = 0;
  for (const entry of Object.keys(manifest.entries)) {
    if (!entry.startsWith(`${FILES_FOLDER}/`)) continue;
    const target = restoredFilePath(dataDir, entry);
    if (!target) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(staging, entry), target);
    moved += 1;
  }
  return moved;
}
