import { MAX_PHOTO_BYTES, MAX_TRADE_IN_PHOTOS, PHOTO_UPLOAD_OVERHEAD_BYTES } from "@/lib/constants";
import { clientAddress } from "@/lib/http/client-address";
import { otherMethods } from "@/lib/http/methods";
import { readMultipartForm } from "@/lib/http/multipart";
import { json, route } from "@/lib/http/route";
import { cleanFileName } from "@/lib/files/names";
import { PHOTO_TOO_LARGE } from "@/lib/storage/photo-service";
import { checkPhotoParts, createTradeIn, splitTradeInForm } from "@/lib/trade-ins/service";

/** The whole body: six photos at the limit, plus the text fields and multipart framing around each. */
const MAX_BODY_BYTES = MAX_TRADE_IN_PHOTOS * (MAX_PHOTO_BYTES + PHOTO_UPLOAD_OVERHEAD_BYTES);

// POST /api/trade-ins: public. A trade-in appraisal request, multipart: the visitor's contact and car, and up to
// 6 `photos` judged by their bytes, re-encoded without metadata and stored privately → 201 {ticket:{id,status}}.
// The body is refused with 413 while it streams in when it passes the six-photo bound; shares the contact
// tickets' rate limit per client address.
export const POST = route(async (request) => {
  const form = await readMultipartForm(request, { limit: MAX_BODY_BYTES, tooLarge: PHOTO_TOO_LARGE });
  const { fields, photos } = splitTradeInForm(form);
  // Count and sizes before any photo is read into memory.
  checkPhotoParts(photos);
  const incoming = await Promise.all(
    photos.map(async (photo) => ({
      // The name only appears in a refusal's message: without folders, control or bidi characters.
      name: cleanFileName(photo.name),
      bytes: new Uint8Array(await photo.arrayBuffer()),
    })),
  );
  const ticket = await createTradeIn(fields, incoming, clientAddress(request));
  return json({ ticket }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
