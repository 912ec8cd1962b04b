import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";
import { removeVariants, scheduleVariants } from "@/lib/storage/local-variants";
import type { PhotoStorage, PhotoUploadOptions, UploadedPhoto } from "@/lib/storage/photo-types";
import {
  MEDIA_URL_PREFIX,
  isSafeFolder,
  isSafePublicId,
  localPhotoUrl,
  type LocalPhotoExtension,
} from "@/lib/storage/photo-url";
import { logger } from "@/lib/log/logger";

// Car photos on local disk under DATA_DIR/uploads, served by app/media/[...path] with long cache headers.
// Files get generated names; a public id is "<folder>/<name>" and never contains anything else.

export { MEDIA_URL_PREFIX, isSafePublicId };

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" } as const satisfies Record<
  string,
  LocalPhotoExtension
>;
export type PhotoFormat = keyof typeof EXTENSIONS;

const CONTENT_TYPES: Record<LocalPhotoExtension, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export type StoredPhoto = { url: string; publicId: string; width: number; height: number; format: string };

export function uploadsDir(): string {
  return path.resolve(/* turbopackIgnore: true */ env.DATA_DIR, "uploads");
}

/** The file of a photo, or null when the id is not safe or the result would leave `rootDir`. */
function fileFor(rootDir: string, publicId: string, extension: LocalPhotoExtension): string | null {
  if (!isSafePublicId(publicId)) return null;
  const root = path.resolve(/* turbopackIgnore: true */ rootDir);
  const file = path.resolve(/* turbopackIgnore: true */ root, `${publicId}.${extension}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

function toPhotoFormat(format: string): PhotoFormat {
  const normalized = format === "jpg" ? "jpeg" : format;
  if (!(normalized in EXTENSIONS)) throw new Error(`unsupported photo format ${format}`);
  return normalized as PhotoFormat;
}

/** Runs a deletion of stored files; the app's guard keeps it out of a backup's snapshot (lib/backup/locks.ts). */
export type DeletionGuard = <T>(deletion: () => Promise<T>) => Promise<T>;

/** The local-disk driver of PhotoStorage, rooted at `rootDir` (DATA_DIR/uploads by default). */
export function createLocalPhotoStorage(
  rootDir: string = uploadsDir(),
  options: { deletionGuard?: DeletionGuard } = {},
) {
  const guarded: DeletionGuard = options.deletionGuard ?? ((deletion) => deletion());
  async function save(
    bytes: Uint8Array,
    meta: { folder: string; format: PhotoFormat; width: number; height: number },
  ): Promise<StoredPhoto> {
    if (!isSafeFolder(meta.folder)) throw new Error(`invalid folder ${meta.folder}`);
    const publicId = `${meta.folder}/${Date.now().toString(36)}-${randomBytes(9).toString("base64url")}`;
    const extension = EXTENSIONS[meta.format];
    const target = fileFor(rootDir, publicId, extension)!;
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name first so a reader never sees half a file.
    const partial = `${target}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return {
      publicId,
      url: localPhotoUrl(publicId, extension),
      width: meta.width,
      height: meta.height,
      format: extension,
    };
  }

  /** Deletes the photo and every copy made of it; false when no photo was there. */
  async function remove(publicId: string): Promise<boolean> {
    if (!isSafePublicId(publicId)) return false;
    // The photo goes first: its copies may still be being written (an upload's background variants), and an
    // encoder that finds its source gone removes what it wrote (local-variants.ts ensureVariant).
    const deleted = await guarded(() => removeOriginal(publicId));
    try {
      await removeVariants(rootDir, publicId);
    } catch (error) {
      // The photo is gone; copies left behind are never linked and the next start-up's backfill removes them.
      logger.error(
        { reason: (error as Error).message },
        `[photos] removing the variants of ${publicId} failed`,
      );
    }
    return deleted;
  }

  async function removeOriginal(publicId: string): Promise<boolean> {
    let deleted = false;
    for (const extension of Object.values(EXTENSIONS)) {
      const file = fileFor(rootDir, publicId, extension);
      if (!file) return false;
      try {
        await rm(file);
        deleted = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    return deleted;
  }

  /** A stored photo by its URL path segments below /media, or null when there is no such stored photo. */
  async function read(segments: string[]): Promise<{ bytes: Buffer; contentType: string } | null> {
    const last = segments.at(-1) ?? "";
    const dot = last.lastIndexOf(".");
    if (dot <= 0) return null;
    const extension = last.slice(dot + 1) as LocalPhotoExtension;
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) return null;
    const file = fileFor(rootDir, [...segments.slice(0, -1), last.slice(0, dot)].join("/"), extension);
    if (!file) return null;
    try {
      return { bytes: await readFile(/* turbopackIgnore: true */ file), contentType };
    } catch {
      return null;
    }
  }

  const storage: PhotoStorage & {
    save: typeof save;
    remove: typeof remove;
    read: typeof read;
    rootDir: string;
  } = {
    kind: "local",
    rootDir,
    save,
    remove,
    read,
    async upload(bytes: Uint8Array, options: PhotoUploadOptions): Promise<UploadedPhoto> {
      const stored = await save(bytes, {
        folder: options.folder,
        format: toPhotoFormat(options.format),
        width: options.width,
        height: options.height,
      });
      // Its resized copies are made now, off the request, so its first visitors find them ready.
      scheduleVariants(rootDir, stored.publicId);
      return {
        secure_url: stored.url,
        public_id: stored.publicId,
        width: stored.width,
        height: stored.height,
        format: stored.format,
      };
    },
    async delete(publicId: string) {
      return (await remove(publicId)) ? "deleted" : "not_found";
    },
  };
  return storage;
}

export type LocalPhotoStorage = ReturnType<typeof createLocalPhotoStorage>;

// The functions below use DATA_DIR/uploads; the seed and the /media route call them.

export function saveLocalPhoto(
  bytes: Buffer,
  meta: { folder: string; format: PhotoFormat; width: number; height: number },
): Promise<StoredPhoto> {
  return createLocalPhotoStorage().save(bytes, meta);
}

export function deleteLocalPhoto(publicId: string): Promise<boolean> {
  return createLocalPhotoStorage().remove(publicId);
}

export function readLocalPhoto(segments: string[]): Promise<{ bytes: Buffer; contentType: string } | null> {
  return createLocalPhotoStorage().read(segments);
}
