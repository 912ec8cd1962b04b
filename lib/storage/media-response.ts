import { readFile } from "node:fs/promises";

import { readLocalPhoto, uploadsDir } from "@/lib/storage/local-photos";
import { ensureVariant, photoSourceFile } from "@/lib/storage/local-variants";
import { VARIANT_CONTENT_TYPES, parseVariantPath } from "@/lib/storage/photo-variants";
import { logger } from "@/lib/log/logger";

// The answers of GET /media/…: a stored photo or one of its variants, as files that never change under their
// name. A variant still missing (a photo stored before variants existed, while the start-up backfill has not
// reached it) is made first, once however many ask at the same time; a width or format that is not made is
// not found, so no URL makes the server encode a size of its choosing.

const IMMUTABLE = "public, max-age=31536000, immutable";

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

async function serveVariant(segments: string[], rootDir: string): Promise<Response | null> {
  const variant = parseVariantPath(segments);
  if (!variant) return null;
  let target: string | null;
  try {
    target = await ensureVariant(rootDir, variant, "now");
  } catch (error) {
    logger.error({ reason: (error as Error).message }, "[photos] variant failed");
    // The photo itself still shows; not cached, so the variant is tried again later.
    const source = await photoSourceFile(rootDir, variant.publicId);
    if (!source) return notFound();
    const original = await readLocalPhoto(source.slice(rootDir.length + 1).split("/"));
    return original ? file(original.bytes, original.contentType, "no-store") : notFound();
  }
  if (!target) return notFound();
  try {
    return file(await readFile(target), VARIANT_CONTENT_TYPES[variant.format], IMMUTABLE);
  } catch {
    return notFound();
  }
}

export async function serveLocalPhoto(segments: string[]): Promise<Response> {
  const rootDir = uploadsDir();
  const variant = await serveVariant(segments, rootDir);
  if (variant) return variant;
  const photo = await readLocalPhoto(segments);
  return photo ? file(photo.bytes, photo.contentType, IMMUTABLE) : notFound();
}
