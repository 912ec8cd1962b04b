import { deleteExpense, RECEIPT_UPLOAD, updateExpense } from "@/lib/expenses/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { expenseEndpoints } from "@/lib/openapi/endpoints/files";

// PUT /api/expenses/{id}: multipart or JSON, only the fields sent change; without a receipt the stored one stays.
export const PUT = route(async (request, { params, actor }) => {
  const { id } = await params;
  const { fields, file } = await readUploadBody(request, RECEIPT_UPLOAD);
  return json({ expense: await updateExpense(actor, id, fields, file) });
}, expenseEndpoints.update);

// DELETE /api/expenses/{id}: the receipt goes with it.
export const DELETE = route(async (_request, { params, actor }) => {
  const { id } = await params;
  await deleteExpense(actor, id);
  return json({ success: true });
}, expenseEndpoints.remove);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
