import { listExpensePage } from "@/lib/expenses/list";
import { createExpense, RECEIPT_UPLOAD } from "@/lib/expenses/service";
import { readUploadBody } from "@/lib/files/upload";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { expenseEndpoints } from "@/lib/openapi/endpoints/files";

// GET /api/expenses: a page of the expenses matching `q`, newest first unless sorted, with the totals (overall
// and per category) of every match.
export const GET = route(
  async (_request, { query }) => json(await listExpensePage(query)),
  expenseEndpoints.list,
);

// POST /api/expenses: multipart (fields + optional `receipt`, image or PDF up to 5 MB judged by its bytes) or JSON.
export const POST = route(async (request, { actor }) => {
  const { fields, file } = await readUploadBody(request, RECEIPT_UPLOAD);
  return json({ expense: await createExpense(actor, fields, file) }, { status: 201 });
}, expenseEndpoints.create);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
