import { deleteDocument, DOCUMENT_UPLOAD, updateDocument } from "@/lib/documents/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/http/route";

// PUT /api/documents/{id}: multipart or JSON, only the fields sent change; no file keeps the stored one.
export const PUT = route<{ id: string }>(
  async (request, { params }) => {
    const { id } = await params;
    const { fields, file } = await readUploadBody(request, DOCUMENT_UPLOAD);
    return json({ document: await updateDocument(id, fields, file) });
  },
  { permission: "documents:access" },
);

// DELETE /api/documents/{id}: the stored file goes with it.
export const DELETE = route<{ id: string }>(
  async (_request, { params }) => {
    const { id } = await params;
    await deleteDocument(id);
    return json({ success: true });
  },
  { permission: "documents:access" },
);
