import "server-only";

import sharp from "sharp";

import { readFile } from "node:fs/promises";

import { MEDIA_URL_PREFIX, readLocalPhoto, uploadsDir } from "@/lib/storage/local-photos";
import { variantFile } from "@/lib/storage/local-variants";
import { localPhotoRef } from "@/lib/storage/photo-url";

// The car's main photo for its Open Graph image, as a data URL the image renderer can embed: read from local
// storage (or fetched when it lives elsewhere), cropped to the card's size and re-encoded small.

const FETCH_TIMEOUT_MS = 5_000;
/** The Open Graph image is 1200 px wide. */
const OG_SOURCE_WIDTH = 1280;

async function photoBytes(url: string): Promise<Buffer | null> {
  if (url.startsWith(`${MEDIA_URL_PREFIX}/`)) {
    // The copy made for this use when the photo was stored decodes far faster than the original.
    const local = localPhotoRef(url);
    const copy =
      local && variantFile(uploadsDir(), { publicId: local.publicId, width: OG_SOURCE_WIDTH, format: "jpg" });
    if (copy) {
      const bytes = await readFile(copy).catch(() => null);
      if (bytes) return bytes;
    }
    const stored = await readLocalPhoto(url.slice(MEDIA_URL_PREFIX.length + 1).split("/"));
    return stored?.bytes ?? null;
  }
  if (/^https:\/\//.test(url)) {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }
  return null;
}

export async function ogPhotoDataUrl(
  url: string | undefined,
  width: number,
  height: number,
): Promise<string | null> {
  if (!url) return null;
  try {
    const bytes = await photoBytes(url);
    if (!bytes) return null;
    const jpeg = await sharp(bytes).resize(width, height, { fit: "cover" }).jpeg({ quality: 80 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    // A missing or unreadable photo still gives a card with the car's name and price.
    return null;
  }
}
