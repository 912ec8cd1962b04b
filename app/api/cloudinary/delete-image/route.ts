import { z } from "zod";

import { json, route } from "@/lib/api/route";
import { removeStoredPhoto } from "@/lib/storage/photo-service";
import { isPhotoReferenced } from "@/lib/storage/queries";
import { otherMethods } from "@/lib/http/methods";

// Any publicId gets through to removeStoredPhoto, which refuses a missing or malformed one (400 naming it).
const deleteImageBody = z.object({ publicId: z.unknown().optional() });

// DELETE /api/cloudinary/delete-image: removes an uploaded photo through the configured storage (local disk or
// Cloudinary; the path is historical). A photo a car still shows is kept (409): cars drop their own photos.
export const DELETE = route(
  async (_request, { body: { publicId } }) => {
    await removeStoredPhoto(publicId, { isReferenced: isPhotoReferenced });
    return json({ success: true });
  },
  { permission: "cars:write", body: deleteImageBody },
);

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods("DELETE");
