import { receiptDownload } from "@/lib/expenses/service";
import { route } from "@/lib/http/route";

// GET /api/expenses/{id}/receipt: the receipt as an attachment of its real type; 404 when there is none.
export const GET = route<{ id: string }>(
  async (_request, { params }) => {
    const { id } = await params;
    return receiptDownload(id);
  },
  { permission: "expenses:access" },
);
