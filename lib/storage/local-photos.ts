import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

// Car photos on local disk under DATA_DIR/uploads, served by app/media/[...path] with long cache headers.
// Files get generated names; a public id is "<folder>/<name>" and never contains anything else.

export const MEDIA_URL_PREFIX = "/media";
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" } as const;
export type PhotoFormat = keyof typeof EXTENSIONS;

export type StoredPhoto = { url: string; publicId: string; width: number; height: number; format: string };

export function uploadsDir(): string {
  return path.resolve(env.DATA_DIR, "uploads");
}

export function isSafePublicId(publicId: string): boolean {
  const parts = publicId.split("/");
  return parts.length >= 1 && parts.length <= 3 && parts.every((part) => SEGMENT.test(part));
}

function fileNameFor(publicId: string, format: PhotoFormat) {
  return path.join(uploadsDir(), `${publicId}.${EXTENSIONS[format]}`);
}

export async function saveLocalPhoto(
  bytes: Buffer,
  meta: { folder: string; format: PhotoFormat; width: number; height: number },
): Promise<StoredPhoto> {
  if (!SEGMENT.test(meta.folder)) throw new Error(`invalid folder ${meta.folder}`);
  const publicId = `${meta.folder}/${Date.now().toString(36)}-${randomBytes(9).toString("base64url")}`;
  const target = fileNameFor(publicId, meta.format);
  await mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name first so a reader never sees half a file.
  const partial = `${target}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, target);
  return {
    publicId,
    url: `${MEDIA_URL_PREFIX}/${publicId}.${EXTENSIONS[meta.format]}`,
    width: meta.width,
    height: meta.height,
    format: meta.format === "jpeg" ? "jpg" : meta.format,
  };
}

/** Deletes every stored variant of the photo; false when nothing was there. */
export async function deleteLocalPhoto(publicId: string): Promise<boolean> {
  if (!isSafePublicId(publicId)) return false;
  let deleted = false;
  for (const format of Object.keys(EXTENSIONS) as PhotoFormat[]) {
    try {
      await rm(fileNameFor(publicId, format));
      deleted = true;
    } catch {
      // Not stored in this format.
    }
  }
  return deleted;
}

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };

/** Reads a stored photo by its URL path below /media, or null when it is not a stored photo. */
export async function readLocalPhoto(segments: string[]): Promise<{ bytes: Buffer; contentType: string } | null> {
  const last = segments.at(-1) ?? "";
  const dot = last.lastIndexOf(".");
  if (dot <= 0) return null;
  const extension = last.slice(dot + 1);
  const contentType = CONTENT_TYPES[extension];
  const publicId = [...segments.slice(0, -1), last.slice(0, dot)].join("/");
  if (!contentType || !isSafePublicId(publicId)) return null;
  try {
    return { bytes: await readFile(path.join(uploadsDir(), `${publicId}.${extension}`)), contentType };
  } catch {
    return null;
  }
}
