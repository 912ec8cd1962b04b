import { EXPORT_FILE_PREFIXES, invoicesCsv } from "@/lib/csv/exports";
import { csvFileName, csvResponse } from "@/lib/csv/writer";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/http/route";
import { listInvoices } from "@/lib/invoices/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/exports/invoices: every invoice as notas_fiscais_detalhado_YYYY-MM-DD.csv.
export const GET = route(
  async () =>
    csvResponse(
      invoicesCsv(await listInvoices()),
      csvFileName(EXPORT_FILE_PREFIXES.invoices, todayInSaoPaulo()),
    ),
  { permission: "invoices:access" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
