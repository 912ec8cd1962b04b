import { DEFAULT_PHOTO_FOLDER } from "@/lib/constants/uploads";

// Pure helpers about where a car photo lives, safe to import from client and server components alike (no
// environment, no Node APIs). The single car-photo component uses `cloudinaryPhotoRef` to choose between
// next-cloudinary's CldImage and next/image.

/** Local photos are served by app/media/[...path] under this path. */
export const MEDIA_URL_PREFIX = "/media";
export const CLOUDINARY_DELIVERY_HOST = "res.cloudinary.com";

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEGMENTS = 3;

/**
 * A public id this app generates or accepts: one to three segments of letters, digits, `_` and `-`, joined by
 * `/` ("anuncios/m3k9x2-4Fh…"). Anything else (dots, `..`, backslashes, spaces, empty parts) is refused, which
 * also makes path traversal impossible for the local driver.
 */
export function isSafePublicId(publicId: string): boolean {
  const parts = publicId.split("/");
  return parts.length <= MAX_SEGMENTS && parts.every((part) => SEGMENT.test(part));
}

/** A folder name for uploads: a single safe segment. */
export function isSafeFolder(folder: string): boolean {
  return SEGMENT.test(folder);
}

/**
 * A public id of a photo in the site's one photo folder (`anuncios/<name>`). A Cloudinary account can hold other
 * assets (another site's, marketing material) beside it: the site only uploads into this folder and only
 * deletes from it.
 */
export function isSitePhotoId(publicId: string): boolean {
  const parts = publicId.split("/");
  return parts.length === 2 && parts[0] === DEFAULT_PHOTO_FOLDER && SEGMENT.test(parts[1]!);
}

export type CloudinaryPhotoRef = {
  cloudName: string;
  publicId: string;
  version: string | null;
  format: string;
};

const CLOUDINARY_PATH =
  /^\/([A-Za-z0-9_-]{1,128})\/image\/upload\/(?:(v\d{1,12})\/)?((?:[A-Za-z0-9_-]{1,64}\/){0,2}[A-Za-z0-9_-]{1,64})\.([a-z0-9]{2,5})$/;

/**
 * The cloud name and public id of a photo delivered by Cloudinary, from the `secure_url` its upload API
 * returned (`https://res.cloudinary.com/<cloud>/image/upload/v<version>/<public_id>.<format>`); null for any
 * other URL, including local `/media/...` photos.
 */
export function cloudinaryPhotoRef(url: string): CloudinaryPhotoRef | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Only the canonical form Cloudinary returns: no dot segments, escapes, credentials or ports to normalise away.
  if (parsed.href !== url) return null;
  if (
    parsed.protocol !== "https:" ||
    parsed.hostname !== CLOUDINARY_DELIVERY_HOST ||
    parsed.search ||
    parsed.hash
  )
    return null;
  const match = CLOUDINARY_PATH.exec(parsed.pathname);
  if (!match) return null;
  const [, cloudName = "", version, publicId = "", format = ""] = match;
  return { cloudName, publicId, version: version ?? null, format };
}

export function isCloudinaryPhotoUrl(url: string): boolean {
  return cloudinaryPhotoRef(url) !== null;
}

const LOCAL_EXTENSIONS = ["jpg", "png", "webp", "avif"] as const;
export type LocalPhotoExtension = (typeof LOCAL_EXTENSIONS)[number];

/** The public id and extension of a locally stored photo from its URL path (`/media/<public_id>.<ext>`). */
export function localPhotoRef(url: string): { publicId: string; extension: LocalPhotoExtension } | null {
  if (!url.startsWith(`${MEDIA_URL_PREFIX}/`)) return null;
  const rest = url.slice(MEDIA_URL_PREFIX.length + 1);
  const dot = rest.lastIndexOf(".");
  if (dot <= 0) return null;
  const publicId = rest.slice(0, dot);
  const extension = rest.slice(dot + 1) as LocalPhotoExtension;
  if (!LOCAL_EXTENSIONS.includes(extension) || !isSafePublicId(publicId)) return null;
  return { publicId, extension };
}

export function localPhotoUrl(publicId: string, extension: LocalPhotoExtension): string {
  return `${MEDIA_URL_PREFIX}/${publicId}.${extension}`;
}
