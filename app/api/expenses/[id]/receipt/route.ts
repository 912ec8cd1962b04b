import { receiptDownload } from "@/lib/expenses/service";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { expenseEndpoints } from "@/lib/openapi/endpoints/files";

// GET /api/expenses/{id}/receipt: the receipt as an attachment of its real type; 404 when there is none (an {id}
// that cannot be an expense's has none either).
export const GET = route(async (_request, { params }) => {
  const { id } = await params;
  return receiptDownload(id);
}, expenseEndpoints.receipt);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
