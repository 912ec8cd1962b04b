import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { extract as extractTar } from "tar";

import { digestOf } from "@/lib/backup/database-dump";
import { MANIFEST_ENTRY, manifestSchema, type BackupManifest } from "@/lib/backup/format";
import { readMigrations } from "@/lib/db/migrate";

// Reading a backup before anything is restored from it: the whole file is unpacked into a staging folder and
// every entry is checked against the manifest (present, same size, same SHA-256, nothing more). A file cut
// short, with a flipped byte, from another program, or of migrations this version does not have is refused
// here, with the target still untouched.

export class BackupFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file} cannot be restored: ${problem}. Nothing was restored.`);
  }
}

/** Unpacks `file` into `stagingDir` (an empty folder) and returns its checked manifest. */
export async function unpackBackup(file: string, stagingDir: string): Promise<BackupManifest> {
  const name = path.basename(file);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupFileError(name, "no such file");
  const unexpected: string[] = [];
  try {
    await extractTar({
      file,
      cwd: stagingDir,
      strict: true,
      // Only files and folders: a link in a backup could point anywhere.
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : entry.isDirectory() ? "Directory" : "File";
        if (type === "File" || type === "Directory") return true;
        unexpected.push(entryPath);
        return false;
      },
    });
  } catch (error) {
    throw new BackupFileError(name, `the file is damaged or incomplete (${describe(error)})`);
  }
  if (unexpected.length) throw new BackupFileError(name, `it holds entries that are not files`);

  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await readFile(path.join(stagingDir, MANIFEST_ENTRY), "utf8")),
    );
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new BackupFileError(
      name,
      missing
        ? "the file is incomplete or not a backup of this app (no manifest at its end)"
        : "its manifest is damaged",
    );
  }

  const present = await listFiles(stagingDir);
  for (const entry of present) {
    if (entry === MANIFEST_ENTRY) continue;
    if (!manifest.entries[entry]) throw new BackupFileError(name, `${entry} is not in its manifest`);
  }
  for (const [entry, expected] of Object.entries(manifest.entries)) {
    if (!present.has(entry)) throw new BackupFileError(name, `the file is incomplete (${entry} is missing)`);
    const digest = digestOf();
    await pipeline(createReadStream(path.join(stagingDir, entry)), digest.stream, async function* (source) {
      for await (const chunk of source) void chunk;
    });
    const actual = digest.result();
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new BackupFileError(name, `the file is damaged (${entry} does not match its checksum)`);
  }
  for (const table of manifest.database.tables)
    if (!manifest.entries[table.entry]) throw new BackupFileError(name, `its manifest is damaged`);

  const known = new Set(readMigrations().map((migration) => migration.name));
  const unknown = manifest.database.migrations.filter((migration) => !known.has(migration));
  if (unknown.length)
    throw new BackupFileError(
      name,
      `it was taken by a newer version of the app (migrations ${unknown.join(", ")}): restore it with that version`,
    );
  return manifest;
}

async function listFiles(root: string): Promise<Set<string>> {
  const found = new Set<string>();
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else found.add(child);
    }
  };
  await walk("");
  return found;
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" ? `${code}: ${message}` : message;
}
