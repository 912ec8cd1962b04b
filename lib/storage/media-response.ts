import { readFile } from "node:fs/promises";

import { readLocalPhoto, uploadsDir } from "@/lib/storage/local-photos";
import { photoSourceFile, requestVariant, variantFile } from "@/lib/storage/local-variants";
import { VARIANT_CONTENT_TYPES, parseVariantPath } from "@/lib/storage/photo-variants";

// The answers of GET /media/…: a stored photo or one of its variants, as files that never change under their
// name. A variant not made yet (a photo just stored, or the start-up backfill of a fresh DATA_DIR still on its
// way) is never waited for: the stored original answers at once, uncached, and the variant is moved ahead of
// the background work, so the next visitor gets it. A visitor or a crawler asking for many photos at once thus
// holds nothing up behind the encoder. A width or format that is not made is not found, so no URL makes the
// server encode a size of its choosing.

const IMMUTABLE = "public, max-age=31536000, immutable";
/** The original standing in for a variant: not kept by the browser or a proxy, which fetch the variant later. */
const STAND_IN = "no-store";

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

function file(bytes: Buffer, contentType: string, cacheControl: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

async function readIfPresent(target: string): Promise<Buffer | null> {
  try {
    return await readFile(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function serveVariant(segments: string[], rootDir: string): Promise<Response | null> {
  const variant = parseVariantPath(segments);
  if (!variant) return null;
  const target = variantFile(rootDir, variant);
  if (!target) return notFound();
  const made = await readIfPresent(target);
  if (made) return file(made, VARIANT_CONTENT_TYPES[variant.format], IMMUTABLE);
  const source = await photoSourceFile(rootDir, variant.publicId);
  if (!source) return notFound();
  requestVariant(rootDir, variant);
  const original = await readLocalPhoto(source.slice(rootDir.length + 1).split("/"));
  return original ? file(original.bytes, original.contentType, STAND_IN) : notFound();
}

export async function serveLocalPhoto(segments: string[]): Promise<Response> {
  const rootDir = uploadsDir();
  const variant = await serveVariant(segments, rootDir);
  if (variant) return variant;
  const photo = await readLocalPhoto(segments);
  return photo ? file(photo.bytes, photo.contentType, IMMUTABLE) : notFound();
}
