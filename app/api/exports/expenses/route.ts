import { EXPENSES_CSV_HEADER, EXPORT_FILE_PREFIXES, expenseCsvRow } from "@/lib/csv/exports";
import { csvFileName, csvStreamResponse } from "@/lib/csv/writer";
import { expenseExportBatches } from "@/lib/expenses/list";
import { toApiExpense } from "@/lib/expenses/service";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";

// GET /api/exports/expenses: every expense matching `q` as despesas_detalhado_YYYY-MM-DD.csv, streamed in batches.
export const GET = route(async (_request, { query: { q } }) => {
  return csvStreamResponse(
    csvFileName(EXPORT_FILE_PREFIXES.expenses, todayInSaoPaulo()),
    EXPENSES_CSV_HEADER,
    await expenseExportBatches(q),
    (row) => expenseCsvRow(toApiExpense(row)),
  );
}, reportEndpoints.exportExpenses);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
