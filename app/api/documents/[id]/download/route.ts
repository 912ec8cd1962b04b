import { DOCUMENT_NOT_FOUND } from "@/lib/documents/schema";
import { documentDownload } from "@/lib/documents/service";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a document's is answered like an unknown one.
const unknownId = () => notFound(DOCUMENT_NOT_FOUND);

// GET /api/documents/{id}/download: the file as an attachment of its real type.
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return documentDownload(id);
  },
  { path: "/api/documents/{id}/download", permission: "documents:access", unknownId },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
