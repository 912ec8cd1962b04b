import { MAX_JSON_BODY_BYTES, MAX_PHOTO_BYTES, MAX_TRADE_IN_PHOTOS } from "@/lib/constants/uploads";
import { cleanFileName } from "@/lib/files/names";
import { countAnonymousWrite } from "@/lib/http/anonymous-writes";
import { clientAddress } from "@/lib/http/client-address";
import { otherMethods } from "@/lib/http/methods";
import { withSpooledMultipart, type MultipartLimits } from "@/lib/http/multipart-stream";
import { json, route } from "@/lib/api/route";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";
import { PHOTO_TOO_LARGE } from "@/lib/storage/photo-service";
import { PHOTO_FIELD, checkPhotoStart, createTradeIn, tooManyPhotos } from "@/lib/trade-ins/service";

/** What the body may hold (API.md "Security"): six photos at the limit, plus 1 MB of fields and framing. */
const TRADE_IN_FORM: MultipartLimits = {
  maxBodyBytes: MAX_TRADE_IN_PHOTOS * MAX_PHOTO_BYTES + MAX_JSON_BODY_BYTES,
  tooLarge: PHOTO_TOO_LARGE,
  maxFields: 20,
  // The longest field (notes, 5,000 characters) in UTF-8 with room to spare: a longer one is cut here and
  // refused by its rule anyway.
  maxFieldBytes: 32 * 1024,
  fileField: PHOTO_FIELD,
  maxFiles: MAX_TRADE_IN_PHOTOS,
  tooManyFiles: tooManyPhotos,
  maxFileBytes: MAX_PHOTO_BYTES,
  checkFileStart: (name, head) => checkPhotoStart(cleanFileName(name), head),
};

// POST /api/trade-ins: public. A trade-in appraisal request, multipart: the visitor's contact and car, and up to
// 6 `photos` judged by their bytes, re-encoded without metadata within 1920 × 1920 and stored privately → 201
// {ticket:{id,status}}. Counted against the contact tickets' rate limit per client address before anything of
// the body is read; the body is read as a stream: a 7th photo (400), a photo over 15 MB (413) or one whose first
// bytes are no photo (415) is refused as it arrives, and photos wait on disk, not in memory, for their turn.
export const POST = route(async (request) => {
  // Counted before anything of the body is read.
  await countAnonymousWrite(clientAddress(request));
  const ticket = await withSpooledMultipart(request, TRADE_IN_FORM, ({ fields, files }) =>
    createTradeIn(
      fields,
      // The name only appears in a refusal's message: without folders, control or bidi characters.
      files.map((file) => ({ name: cleanFileName(file.name), path: file.path })),
    ),
  );
  return json({ ticket }, { status: 201 });
}, ticketEndpoints.tradeIn);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
