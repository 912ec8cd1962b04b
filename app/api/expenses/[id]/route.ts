import { EXPENSE_NOT_FOUND } from "@/lib/expenses/schema";
import { deleteExpense, RECEIPT_UPLOAD, updateExpense } from "@/lib/expenses/service";
import { readUploadBody } from "@/lib/files/upload";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be an expense's is answered like an unknown one, before the body is read.
const unknownId = () => notFound(EXPENSE_NOT_FOUND);

// PUT /api/expenses/{id}: multipart or JSON, only the fields sent change; without a receipt the stored one stays.
export const PUT = route(
  async (request, { params, actor }) => {
    const { id } = await params;
    const { fields, file } = await readUploadBody(request, RECEIPT_UPLOAD);
    return json({ expense: await updateExpense(actor, id, fields, file) });
  },
  { path: "/api/expenses/{id}", permission: "expenses:access", unknownId },
);

// DELETE /api/expenses/{id}: the receipt goes with it.
export const DELETE = route(
  async (_request, { params, actor }) => {
    const { id } = await params;
    await deleteExpense(actor, id);
    return json({ success: true });
  },
  { path: "/api/expenses/{id}", permission: "expenses:access", unknownId },
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
