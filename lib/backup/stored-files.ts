import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

import { FILES_FOLDER } from "@/lib/backup/format";

// The files of DATA_DIR a backup holds: the car photos stored on local disk (their originals; the resized copies
// beside them are made again at start-up, lib/storage/variant-backfill.ts) and the generated AUTH_SECRET, so
// sessions stay valid after a restore. Private files (receipts, documents) are rows of the database.

const UPLOADS = "uploads";
const AUTH_SECRET_FILE = "auth-secret";
const VARIANTS_SUFFIX = ".variants";
const PARTIAL_SUFFIX = ".partial";

/** The paths, relative to `dataDir` with "/" separators, of the files a backup takes. */
export async function listStoredFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await readdir(path.join(dataDir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!entry.name.endsWith(VARIANTS_SUFFIX)) await walk(child);
      } else if (entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX)) {
        found.push(child);
      }
    }
  };
  await walk(UPLOADS);
  try {
    const secret = await readdir(dataDir);
    if (secret.includes(AUTH_SECRET_FILE)) found.push(AUTH_SECRET_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return found.sort();
}

/**
 * Puts the files into `stagingDir/files` as hard links (instant, and a photo deleted afterwards keeps its bytes
 * in the link), or as copies where a link cannot be made. Returns the tar entries, which are the files that
 * still existed; one deleted before its link is left out (the caller holds the photo deletion lock, so none is).
 */
export async function stageStoredFiles(
  dataDir: string,
  stagingDir: string,
  files: readonly string[],
): Promise<string[]> {
  const staged: string[] = [];
  for (const file of files) {
    const entry = `${FILES_FOLDER}/${file}`;
    const target = path.join(stagingDir, entry);
    await mkdir(path.dirname(target), { recursive: true });
    const source = path.join(dataDir, file);
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") continue;
      await copyFile(source, target);
    }
    staged.push(entry);
  }
  return staged;
}

/** Where a restored entry under `files/` goes in DATA_DIR, or null for an entry that is not a stored file. */
export function restoredFilePath(dataDir: string, entry: string): string | null {
  if (!entry.startsWith(`${FILES_FOLDER}/`)) return null;
  const relative = entry.slice(FILES_FOLDER.length + 1);
  const isUpload = relative.startsWith(`${UPLOADS}/`);
  if (!isUpload && relative !== AUTH_SECRET_FILE) return null;
  const root = path.resolve(dataDir);
  const target = path.resolve(root, relative);
  return target.startsWith(`${root}${path.sep}`) ? target : null;
}
