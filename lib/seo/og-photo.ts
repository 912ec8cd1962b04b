import "server-only";

import sharp from "sharp";

import { MEDIA_URL_PREFIX, readLocalPhoto } from "@/lib/storage/local-photos";

// The car's main photo for its Open Graph image, as a data URL the image renderer can embed: read from local
// storage (or fetched when it lives elsewhere), cropped to the card's size and re-encoded small.

const FETCH_TIMEOUT_MS = 5_000;

async function photoBytes(url: string): Promise<Buffer | null> {
  if (url.startsWith(`${MEDIA_URL_PREFIX}/`)) {
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
