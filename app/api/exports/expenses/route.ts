import { EXPORT_FILE_PREFIXES, expensesCsv } from "@/lib/csv/exports";
import { csvFileName, csvResponse } from "@/lib/csv/writer";
import { listExpenses } from "@/lib/expenses/service";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";

// GET /api/exports/expenses: every expense as despesas_detalhado_YYYY-MM-DD.csv.
export const GET = route(
  async () =>
    csvResponse(
      expensesCsv(await listExpenses()),
      csvFileName(EXPORT_FILE_PREFIXES.expenses, todayInSaoPaulo()),
    ),
  { permission: "expenses:access" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
