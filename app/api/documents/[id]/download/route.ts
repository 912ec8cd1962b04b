import { documentDownload } from "@/lib/documents/service";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { documentEndpoints } from "@/lib/openapi/endpoints/files";

// GET /api/documents/{id}/download: the file as an attachment of its real type.
export const GET = route(async (_request, { params }) => {
  const { id } = await params;
  return documentDownload(id);
}, documentEndpoints.download);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
