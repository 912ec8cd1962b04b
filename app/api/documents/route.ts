import { createDocument, DOCUMENT_UPLOAD, listDocuments } from "@/lib/documents/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";

// GET /api/documents: newest first, each with its expiry status for today in São Paulo.
export const GET = route(async () => json({ documents: await listDocuments() }), {
  permission: "documents:access",
});

// POST /api/documents: multipart with a required `file` (image, PDF, DOC or DOCX up to 10 MB, judged by its
// bytes); 507 when the private storage quota is full.
export const POST = route(
  async (request) => {
    const { fields, file } = await readUploadBody(request, DOCUMENT_UPLOAD);
    return json({ document: await createDocument(fields, file) }, { status: 201 });
  },
  { permission: "documents:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
