import { EXPENSES_CSV_HEADER, EXPORT_FILE_PREFIXES, expenseCsvRow } from "@/lib/csv/exports";
import { csvFileName, csvStreamResponse } from "@/lib/csv/writer";
import { expenseExportBatches } from "@/lib/expenses/list";
import { toApiExpense } from "@/lib/expenses/service";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/api/route";
import { exportQuerySchema } from "@/lib/lists/query";
import { otherMethods } from "@/lib/http/methods";

// GET /api/exports/expenses: every expense matching `q` as despesas_detalhado_YYYY-MM-DD.csv, streamed in batches.
export const GET = route(
  async (_request, { query: { q } }) => {
    return csvStreamResponse(
      csvFileName(EXPORT_FILE_PREFIXES.expenses, todayInSaoPaulo()),
      EXPENSES_CSV_HEADER,
      await expenseExportBatches(q),
      (row) => expenseCsvRow(toApiExpense(row)),
    );
  },
  { permission: "expenses:access", query: exportQuerySchema },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
