import { readLocalPhoto } from "@/lib/storage/local-photos";

// GET /media/{folder}/{name}.{ext}: car photos stored on local disk. Names are generated and never reused,
// so a photo can be cached for a year.
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const photo = await readLocalPhoto(path);
  if (!photo) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
