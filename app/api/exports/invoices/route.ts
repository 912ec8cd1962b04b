import { EXPORT_FILE_PREFIXES, INVOICES_CSV_HEADER, invoiceCsvRow } from "@/lib/csv/exports";
import { csvFileName, csvStreamResponse } from "@/lib/csv/writer";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/api/route";
import { invoiceExportBatches } from "@/lib/invoices/list";
import { toApiInvoice } from "@/lib/invoices/service";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";

// GET /api/exports/invoices: every invoice matching `q` as notas_fiscais_detalhado_YYYY-MM-DD.csv, streamed in
// batches.
export const GET = route(async (_request, { query: { q } }) => {
  return csvStreamResponse(
    csvFileName(EXPORT_FILE_PREFIXES.invoices, todayInSaoPaulo()),
    INVOICES_CSV_HEADER,
    await invoiceExportBatches(q),
    (row) => invoiceCsvRow(toApiInvoice(row)),
  );
}, reportEndpoints.exportInvoices);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
