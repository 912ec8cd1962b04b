import { createExpense, listExpenses, RECEIPT_UPLOAD } from "@/lib/expenses/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";

// GET /api/expenses: newest first.
export const GET = route(async () => json({ expenses: await listExpenses() }), {
  permission: "expenses:access",
});

// POST /api/expenses: multipart (fields + optional `receipt`, image or PDF up to 5 MB judged by its bytes) or JSON.
export const POST = route(
  async (request) => {
    const { fields, file } = await readUploadBody(request, RECEIPT_UPLOAD);
    return json({ expense: await createExpense(fields, file) }, { status: 201 });
  },
  { permission: "expenses:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
