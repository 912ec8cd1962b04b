import { RECEIPT_NOT_FOUND } from "@/lib/expenses/schema";
import { receiptDownload } from "@/lib/expenses/service";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be an expense's has no receipt, like an unknown one.
const unknownId = () => notFound(RECEIPT_NOT_FOUND);

// GET /api/expenses/{id}/receipt: the receipt as an attachment of its real type; 404 when there is none.
export const GET = route(
  async (_request, { params }) => {
    const { id } = await params;
    return receiptDownload(id);
  },
  { path: "/api/expenses/{id}/receipt", permission: "expenses:access", unknownId },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
