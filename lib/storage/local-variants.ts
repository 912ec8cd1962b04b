import { access, readdir, rm } from "node:fs/promises";
import path from "node:path";

import { DEFAULT_PHOTO_FOLDER } from "@/lib/constants/uploads";
import { encodeVariant, type Priority } from "@/lib/images/variant-encoder";
import { allVariants, variantPath, variantsFolder, type VariantRef } from "@/lib/storage/photo-variants";
import { isSafePublicId } from "@/lib/storage/photo-url";
import { describeError } from "@/lib/http/error-log";
import { logger } from "@/lib/log/logger";

// The variants of locally stored photos on disk (see photo-variants.ts for the names): made in the background
// when a photo is stored, made at start-up for photos stored before variants existed, moved to the front of the
// queue when a visitor asks for one still missing (who is answered with the original meanwhile), deleted with
// the photo.

/** The stored file extensions a photo may have (the original's, not a variant's). */
const PHOTO_EXTENSIONS = ["jpg", "webp", "png", "avif"] as const;

function inside(rootDir: string, relative: string): string | null {
  const root = path.resolve(/* turbopackIgnore: true */ rootDir);
  const file = path.resolve(/* turbopackIgnore: true */ root, relative);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** The stored original of a photo, or null when there is none. */
export async function photoSourceFile(rootDir: string, publicId: string): Promise<string | null> {
  if (!isSafePublicId(publicId)) return null;
  for (const extension of PHOTO_EXTENSIONS) {
    const file = inside(rootDir, `${publicId}.${extension}`);
    if (file && (await exists(file))) return file;
  }
  return null;
}

export function variantFile(rootDir: string, variant: VariantRef): string | null {
  if (!isSafePublicId(variant.publicId)) return null;
  return inside(rootDir, variantPath(variant));
}

/**
 * The file of a variant, made first when it is missing; null when the photo does not exist (or was deleted
 * meanwhile). Throws when the variant cannot be encoded.
 */
export async function ensureVariant(
  rootDir: string,
  variant: VariantRef,
  priority: Priority = "now",
): Promise<string | null> {
  const target = variantFile(rootDir, variant);
  if (!target) return null;
  if (await exists(target)) return target;
  const source = await photoSourceFile(rootDir, variant.publicId);
  if (!source) return null;
  let failure: unknown = null;
  try {
    await encodeVariant({ source, target, width: variant.width, format: variant.format }, priority);
  } catch (error) {
    failure = error;
  }
  // Deleted while its variant waited in the queue or was being made: the encoder may have failed to read it,
  // which is no failure, and what it wrote must not outlive the photo.
  if (!(await exists(source))) {
    await removeVariants(rootDir, variant.publicId);
    return null;
  }
  if (failure) throw failure;
  return target;
}

/** Makes every missing variant of a photo in the background order; true when all of them exist afterwards. */
export async function ensureAllVariants(
  rootDir: string,
  publicId: string,
  priority: Priority = "later",
): Promise<boolean> {
  let complete = true;
  for (const variant of allVariants(publicId)) {
    try {
      if (!(await ensureVariant(rootDir, variant, priority))) return false;
    } catch (error) {
      complete = false;
      logger.error({ reason: (error as Error).message }, `[photos] variant ${variantPath(variant)} failed`);
    }
  }
  return complete;
}

/**
 * A visitor asked for a variant not made yet: it is made next, ahead of the background work, without anyone
 * waiting for it (each file is encoded once however often it is asked for meanwhile).
 */
export function requestVariant(rootDir: string, variant: VariantRef): void {
  void ensureVariant(rootDir, variant, "now").catch((error: unknown) =>
    logger.error({ reason: (error as Error).message }, `[photos] variant ${variantPath(variant)} failed`),
  );
}

/** Starts making a just-stored photo's variants, without waiting for them. */
export function scheduleVariants(rootDir: string, publicId: string): void {
  void ensureAllVariants(rootDir, publicId).catch((error) =>
    logger.error({ err: describeError(error) }, `[photos] variants of ${publicId} failed`),
  );
}

export async function removeVariants(rootDir: string, publicId: string): Promise<void> {
  if (!isSafePublicId(publicId)) return;
  const folder = inside(rootDir, variantsFolder(publicId));
  // Retried: a variant still being written into the folder makes a single pass fail with ENOTEMPTY.
  if (folder) await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
}

export type BackfillSummary = { photos: number; made: number; orphansRemoved: number };

/**
 * Makes the missing variants of every photo stored in the photo folder, one photo after the other in the
 * background order, and removes variant folders whose photo is gone (a photo deleted while the server stopped
 * half-way). Photos stored before variants existed get theirs this way at start-up.
 */
export async function backfillVariants(rootDir: string): Promise<BackfillSummary> {
  const summary: BackfillSummary = { photos: 0, made: 0, orphansRemoved: 0 };
  // Photos are only ever stored in the site's photo folder.
  for (const folder of [DEFAULT_PHOTO_FOLDER]) {
    let entries;
    try {
      entries = await readdir(path.join(rootDir, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const publicIdOf = (name: string) => `${folder}/${name}`;
      if (entry.isDirectory() && entry.name.endsWith(".variants")) {
        const base = entry.name.slice(0, -".variants".length);
        if (!PHOTO_EXTENSIONS.some((extension) => names.has(`${base}.${extension}`))) {
          await removeVariants(rootDir, publicIdOf(base));
          summary.orphansRemoved += 1;
        }
        continue;
      }
      const dot = entry.name.lastIndexOf(".");
      const extension = entry.name.slice(dot + 1);
      if (!entry.isFile() || dot <= 0 || !(PHOTO_EXTENSIONS as readonly string[]).includes(extension))
        continue;
      const publicId = publicIdOf(entry.name.slice(0, dot));
      if (!isSafePublicId(publicId)) continue;
      summary.photos += 1;
      const missing = [];
      for (const variant of allVariants(publicId)) {
        const file = variantFile(rootDir, variant);
        if (file && !(await exists(file))) missing.push(variant);
      }
      if (missing.length === 0) continue;
      await ensureAllVariants(rootDir, publicId);
      summary.made += missing.length;
    }
  }
  return summary;
}
