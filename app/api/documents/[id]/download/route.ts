import { documentDownload } from "@/lib/documents/service";
import { route } from "@/lib/http/route";

// GET /api/documents/{id}/download: the file as an attachment of its real type.
export const GET = route<{ id: string }>(
  async (_request, { params }) => {
    const { id } = await params;
    return documentDownload(id);
  },
  { permission: "documents:access" },
);
