import { DEFAULT_PHOTO_FOLDER, MAX_PHOTO_BYTES, PHOTO_UPLOAD_OVERHEAD_BYTES } from "@/lib/constants/uploads";
import { cleanFileName } from "@/lib/files/names";
import { badRequest } from "@/lib/http/errors";
import { readMultipartForm } from "@/lib/http/multipart";
import { json, route } from "@/lib/api/route";
import { INVALID_FOLDER, NO_PHOTO, PHOTO_TOO_LARGE, acceptUploadedPhoto } from "@/lib/storage/photo-service";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";

// POST /api/uploads/images: one car photo as multipart `file` (+ `folder`), judged by its bytes, re-encoded and
// stored; the body is refused with 413 while it streams in, before an oversized one is buffered.
export const POST = route(async (request) => {
  const form = await readMultipartForm(request, {
    limit: MAX_PHOTO_BYTES + PHOTO_UPLOAD_OVERHEAD_BYTES,
    tooLarge: PHOTO_TOO_LARGE,
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw badRequest(NO_PHOTO);
  const folder = form.get("folder") ?? DEFAULT_PHOTO_FOLDER;
  if (typeof folder !== "string") throw badRequest(INVALID_FOLDER);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The name only appears in a refusal's message: without folders, control or bidi characters.
  const photo = await acceptUploadedPhoto(bytes, cleanFileName(file.name), folder || DEFAULT_PHOTO_FOLDER);
  return json(photo, { status: 201 });
}, carEndpoints.uploadPhoto);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
