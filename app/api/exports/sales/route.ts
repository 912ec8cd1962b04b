import { EXPORT_FILE_PREFIXES, SALES_CSV_HEADER, saleCsvRow } from "@/lib/csv/exports";
import { csvFileName, csvStreamResponse } from "@/lib/csv/writer";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/api/route";
import { saleExportBatches } from "@/lib/sales/list";
import { toApiSale } from "@/lib/sales/service";
import { otherMethods } from "@/lib/http/methods";
import { reportEndpoints } from "@/lib/openapi/endpoints/reports";

// GET /api/exports/sales: every sale matching `q` as vendas_detalhado_YYYY-MM-DD.csv, streamed in batches.
export const GET = route(async (_request, { query: { q } }) => {
  return csvStreamResponse(
    csvFileName(EXPORT_FILE_PREFIXES.sales, todayInSaoPaulo()),
    SALES_CSV_HEADER,
    await saleExportBatches(q),
    (row) => saleCsvRow(toApiSale(row)),
  );
}, reportEndpoints.exportSales);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
