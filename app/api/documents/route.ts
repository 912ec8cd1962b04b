import { listDocumentPage } from "@/lib/documents/list";
import { createDocument, DOCUMENT_UPLOAD } from "@/lib/documents/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { documentEndpoints } from "@/lib/openapi/endpoints/files";

// GET /api/documents: a page of the documents matching `q`, newest first unless sorted, each with its expiry
// status for today in São Paulo; the counts per type and expiry, and the expiry alerts, cover every match.
export const GET = route(
  async (_request, { query }) => json(await listDocumentPage(query)),
  documentEndpoints.list,
);

// POST /api/documents: multipart with a required `file` (image, PDF, DOC or DOCX up to 10 MB, judged by its
// bytes); 507 when the private storage quota is full.
export const POST = route(async (request, { actor }) => {
  const { fields, file } = await readUploadBody(request, DOCUMENT_UPLOAD);
  return json({ document: await createDocument(actor, fields, file) }, { status: 201 });
}, documentEndpoints.create);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
