import { deleteDocument, DOCUMENT_UPLOAD, updateDocument } from "@/lib/documents/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { documentEndpoints } from "@/lib/openapi/endpoints/files";

// PUT /api/documents/{id}: multipart or JSON, only the fields sent change; no file keeps the stored one.
export const PUT = route(async (request, { params, actor }) => {
  const { id } = await params;
  const { fields, file } = await readUploadBody(request, DOCUMENT_UPLOAD);
  return json({ document: await updateDocument(actor, id, fields, file) });
}, documentEndpoints.update);

// DELETE /api/documents/{id}: the stored file goes with it.
export const DELETE = route(async (_request, { params, actor }) => {
  const { id } = await params;
  await deleteDocument(actor, id);
  return json({ success: true });
}, documentEndpoints.remove);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
