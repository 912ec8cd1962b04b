import { serveLocalPhoto } from "@/lib/storage/media-response";

// GET /media/{folder}/{name}.{ext}: car photos stored on local disk, and
// GET /media/{folder}/{name}.variants/{width}.{avif|webp|jpg}: their resized copies (lib/storage/photo-variants.ts).
// Names are generated and never reused, so both can be cached for a year; a variant not made yet is answered at
// once with the original, uncached (lib/storage/media-response.ts).
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  return serveLocalPhoto(path);
}
