import {
  COMMISSION_RANGE_REVERSED,
  COMMISSION_RANGE_TOO_LONG,
  commissionRangeSchema,
  INVALID_COMMISSION_DATE,
} from "@/lib/commissions/rules";
import { exportQuerySchema, INVALID_ORDER, INVALID_PAGE, INVALID_PAGE_SIZE } from "@/lib/lists/query";
import { LIST_QUERY_ERRORS } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import {
  FUNNEL_MAX_CARS,
  FUNNEL_RANGE_REVERSED,
  FUNNEL_RANGE_TOO_LONG,
  funnelRangeSchema,
  INVALID_FUNNEL_DATE,
} from "@/lib/reports/funnel";
import { carReportQuerySchema } from "@/lib/reports/query";

// The reports' and CSV exports' routes (app/api/reports/, app/api/exports/): each declaration is what its route
// enforces and what /api/openapi.json says. A period's defaults depend on today: the route validates the days sent
// (funnelRangeSchema, commissionRangeSchema) and its handler fills in the missing bound.

const tag = "Relatórios";
const FUNNEL_RANGE_ERRORS = `${quote(INVALID_FUNNEL_DATE)}; ${quote(FUNNEL_RANGE_REVERSED)}; ${quote(FUNNEL_RANGE_TOO_LONG)}`;

/** GET /api/exports/<list>: every row matching `q` as a CSV file. */
function csvExport(
  list: "sales" | "expenses" | "invoices",
  permission: "sales:access" | "expenses:access" | "invoices:access",
  summary: string,
  file: string,
) {
  return endpoint({
    method: "get",
    path: `/api/exports/${list}`,
    tag,
    summary,
    permission,
    produces: "text/csv",
    query: exportQuerySchema,
    responses: {
      200: `${file}_detalhado_AAAA-MM-DD.csv: todas as linhas que casam com q (a mesma busca da lista), enviadas aos poucos`,
      400: LIST_QUERY_ERRORS,
    },
  });
}

export const reportEndpoints = {
  summary: endpoint({
    method: "get",
    path: "/api/reports/summary",
    tag,
    summary: "Totais: vendas fechadas, despesas, lucro e margem",
    permission: "reports:read",
    responses: { 200: "{totalSales, totalExpenses, netProfit, margin}" },
  }),
  cars: endpoint({
    method: "get",
    path: "/api/reports/cars",
    tag,
    summary: "Lucro por carro vendido, uma página por vez",
    permission: "reports:read",
    query: carReportQuerySchema,
    responses: {
      200: "{soldCars:[{saleId, carId, brand, model, year, saleDate, salePrice, purchasePrice, purchaseDate, expenses, netToOwner, profit, daysInStock}], totals:{salePrice, purchasePrice, netToOwner, expenses, profit, withoutPurchasePrice, averageDaysInStock}, stock:{count, withPurchaseDate, averageDaysInStock}, total, page, pageSize}: um carro vendido por linha (a última venda fechada), venda mais recente primeiro (sem sort); profit = preço de venda − preço de compra − despesas do carro, e num carro consignado preço de venda − netToOwner − despesas (o preço de compra é ignorado); sort ordena por uma coluna, valores desconhecidos por último. total conta os carros vendidos; totals cobre todos eles, não só a página. Página além da última: lista vazia.",
      400: `page, pageSize, sort ou order inválidos, ex.: ${quote(INVALID_PAGE)}; ${quote(INVALID_PAGE_SIZE)}; ${quote(INVALID_ORDER)}`,
    },
  }),
  leads: endpoint({
    method: "get",
    path: "/api/reports/leads",
    tag,
    summary: "Atendimento: leads por vendedor no período",
    permission: "reports:read",
    query: funnelRangeSchema,
    responses: {
      200: "{salespeople:[{userId, name, assigned, responded, medianFirstResponseMinutes, withinSlaPercent, escalated, closedSales}], totals:{assigned, responded, medianFirstResponseMinutes, withinSlaPercent, escalated}}: minutos do horário de atendimento; dias de São Paulo de from a to (padrão os últimos 30 dias)",
      400: FUNNEL_RANGE_ERRORS,
    },
  }),
  consignments: endpoint({
    method: "get",
    path: "/api/reports/consignments",
    tag,
    summary: "Carros em consignação",
    permission: "reports:read",
    responses: {
      200: "{cars:[{carId, brand, model, year, ownerName, netToOwner, endDate, daysLeft, status}]}: o fim mais próximo primeiro; daysLeft em dias de calendário até endDate (0 no último dia, negativo depois); status active, expired ou sold",
    },
  }),
  commissions: endpoint({
    method: "get",
    path: "/api/reports/commissions",
    tag,
    summary: "Comissões das vendas fechadas no período",
    permission: "sales:access",
    query: commissionRangeSchema,
    responses: {
      200: "{from, to, salespeople:[{userId, name, closedSales, total, commission}], total, commission}: vendas fechadas nos dias de São Paulo de from a to (padrão: este mês), cada uma com a taxa guardada ao fechar; quem tem reports:read vê todos, um vendedor só a própria linha",
      400: `${quote(INVALID_COMMISSION_DATE)}; ${quote(COMMISSION_RANGE_REVERSED)}; ${quote(COMMISSION_RANGE_TOO_LONG)}`,
    },
  }),
  funnel: endpoint({
    method: "get",
    path: "/api/reports/funnel",
    tag,
    summary: "Funil de vendas por carro no período",
    permission: "reports:read",
    query: funnelRangeSchema,
    responses: {
      200: `{cars:[{carId, brand, model, year, views, whatsappClicks, phoneClicks, proposals, appointments, sold, daysInStock}], totals:{views, whatsappClicks, phoneClicks, proposals, appointments, sold}}: dias de São Paulo de from a to (inclusive; padrão os últimos 30 dias, hoje incluído). Carros disponíveis e todo carro com movimento no período, no máximo ${FUNNEL_MAX_CARS}, mais vistos primeiro; totals cobre todos eles.`,
      400: FUNNEL_RANGE_ERRORS,
    },
  }),
  stockAge: endpoint({
    method: "get",
    path: "/api/reports/stock-age",
    tag,
    summary: "Idade do estoque (carros disponíveis)",
    permission: "reports:read",
    responses: {
      200: "{cars:[{carId, brand, model, year, price, daysInStock}], meanDays, over60:[carId]}: mais antigos primeiro; dias desde a data de compra (ou desde o cadastro sem ela), no calendário de São Paulo.",
    },
  }),
  exportSales: csvExport("sales", "sales:access", "Vendas em CSV", "vendas"),
  exportExpenses: csvExport("expenses", "expenses:access", "Despesas em CSV", "despesas"),
  exportInvoices: csvExport("invoices", "invoices:access", "Notas fiscais em CSV", "notas_fiscais"),
};
