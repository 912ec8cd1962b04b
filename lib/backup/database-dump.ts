import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";

import { DATABASE_FOLDER, type BackupSequence, type BackupTable } from "@/lib/backup/format";

// The database half of a backup: every table of the app's schema written with COPY inside one REPEATABLE READ
// transaction, so all of them are read at one moment however long it takes while visitors and staff write.
// The schema itself is not dumped: the restore rebuilds it from the migrations the database had applied
// (recorded here), which also makes a backup of the embedded PostgreSQL 18 restorable on a managed 15.

export type EntryDigest = { size: number; sha256: string };

export type DatabaseDump = {
  serverVersion: string;
  migrations: string[];
  tables: BackupTable[];
  sequences: BackupSequence[];
  entries: Record<string, EntryDigest>;
};

type TablePlan = { name: string; columns: string[] };

/**
 * Opens the snapshot on `client`: it must be called first in a transaction begun with
 * `beginSnapshot`. Returns what the snapshot holds: tables (columns that COPY writes) and the migrations.
 */
export async function beginSnapshot(
  client: pg.Client,
): Promise<{ tables: TablePlan[]; migrations: string[] }> {
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  // The first statement fixes the snapshot every later read of this transaction sees.
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = current_schema()::regnamespace
        AND c.relkind IN ('r', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const hasMigrations = rows.some((row) => row.name === "_prisma_migrations");
  const migrations = hasMigrations
    ? (
        await client.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations"
            WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL
            ORDER BY migration_name`,
        )
      ).rows.map((row) => row.migration_name)
    : [];
  return { tables: rows, migrations };
}

/** Writes every table of the snapshot under `stagingDir/database`, then the sequences; commits nothing. */
export async function dumpTables(
  client: pg.Client,
  stagingDir: string,
  tables: TablePlan[],
): Promise<Omit<DatabaseDump, "migrations">> {
  const folder = path.join(stagingDir, DATABASE_FOLDER);
  await mkdir(folder, { recursive: true });
  const entries: Record<string, EntryDigest> = {};
  const written: BackupTable[] = [];
  for (const [index, table] of tables.entries()) {
    const entry = `${DATABASE_FOLDER}/${String(index + 1).padStart(4, "0")}.copy.gz`;
    const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(", ");
    const source = client.query(copyTo(`COPY ${client.escapeIdentifier(table.name)} (${columns}) TO STDOUT`));
    const digest = digestOf();
    await pipeline(source, createGzip(), digest.stream, createWriteStream(path.join(stagingDir, entry)));
    entries[entry] = digest.result();
    written.push({ name: table.name, columns: table.columns, rows: source.rowCount, entry });
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname`,
  );
  const values: BackupSequence[] = [];
  for (const { name } of sequences) {
    // Sequences are outside transactions: read after the tables, the value is at least the one their rows
    // used, so a restored sequence never hands out an id a restored row already has.
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${client.escapeIdentifier(name)}`,
    );
    values.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  const { rows: version } = await client.query<{ server_version: string }>("SHOW server_version");
  return { serverVersion: version[0]!.server_version, tables: written, sequences: values, entries };
}

/** A pass-through stream that counts and hashes what goes through it. */
export function digestOf() {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.byteLength;
      callback(null, chunk);
    },
  });
  return { stream, result: (): EntryDigest => ({ size, sha256: hash.digest("hex") }) };
}
