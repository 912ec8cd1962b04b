import { EXPORT_FILE_PREFIXES, salesCsv } from "@/lib/csv/exports";
import { csvFileName, csvResponse } from "@/lib/csv/writer";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { route } from "@/lib/http/route";
import { listSales, toApiSale } from "@/lib/sales/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/exports/sales: every sale as vendas_detalhado_YYYY-MM-DD.csv.
export const GET = route(
  async () => {
    const sales = (await listSales()).map(toApiSale);
    return csvResponse(salesCsv(sales), csvFileName(EXPORT_FILE_PREFIXES.sales, todayInSaoPaulo()));
  },
  { permission: "sales:access" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
