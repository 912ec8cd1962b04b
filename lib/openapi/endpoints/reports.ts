import {
  COMMISSION_RANGE_REVERSED,
  COMMISSION_RANGE_TOO_LONG,
  commissionRangeSchema,
  commissionReportSchema,
  INVALID_COMMISSION_DATE,
} from "@/lib/commissions/rules";
import { consignmentsReportSchema } from "@/lib/consignments/schema";
import { exportQuerySchema, INVALID_ORDER, INVALID_PAGE, INVALID_PAGE_SIZE } from "@/lib/lists/query";
import { LIST_QUERY_ERRORS } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import {
  FUNNEL_MAX_CARS,
  FUNNEL_RANGE_REVERSED,
  FUNNEL_RANGE_TOO_LONG,
  funnelRangeSchema,
  funnelReportSchema,
  INVALID_FUNNEL_DATE,
  stockAgeReportSchema,
} from "@/lib/reports/funnel";
import { leadsReportSchema } from "@/lib/reports/leads";
import { carReportQuerySchema } from "@/lib/reports/query";
import { carsReportSchema, reportSummarySchema } from "@/lib/reports/types";

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
    responses: { 200: { description: "Os totais", schema: reportSummarySchema } },
  }),
  cars: endpoint({
    method: "get",
    path: "/api/reports/cars",
    tag,
    summary: "Lucro por carro vendido, uma página por vez",
    permission: "reports:read",
    query: carReportQuerySchema,
    responses: {
      200: {
        description:
          "Um carro vendido por linha (a última venda fechada), venda mais recente primeiro (sem sort); sort ordena por uma coluna, valores desconhecidos por último. total conta os carros vendidos; totals cobre todos eles, não só a página. Página além da última: lista vazia.",
        schema: carsReportSchema,
      },
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
      200: {
        description:
          "Por vendedor, em minutos do horário de atendimento; dias de São Paulo de from a to (padrão os últimos 30 dias)",
        schema: leadsReportSchema,
      },
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
      200: {
        description: "Os carros consignados, o fim mais próximo primeiro",
        schema: consignmentsReportSchema,
      },
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
      200: {
        description:
          "Vendas fechadas nos dias de São Paulo de from a to (padrão: este mês), cada uma com a taxa guardada ao fechar; quem tem reports:read vê todos, um vendedor só a própria linha",
        schema: commissionReportSchema,
      },
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
      200: {
        description: `Dias de São Paulo de from a to (inclusive; padrão os últimos 30 dias, hoje incluído). Carros disponíveis e todo carro com movimento no período, no máximo ${FUNNEL_MAX_CARS}, mais vistos primeiro; totals cobre todos eles.`,
        schema: funnelReportSchema,
      },
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
      200: {
        description:
          "Mais antigos primeiro; dias desde a data de compra (ou desde o cadastro sem ela), no calendário de São Paulo",
        schema: stockAgeReportSchema,
      },
    },
  }),
  exportSales: csvExport("sales", "sales:access", "Vendas em CSV", "vendas"),
  exportExpenses: csvExport("expenses", "expenses:access", "Despesas em CSV", "despesas"),
  exportInvoices: csvExport("invoices", "invoices:access", "Notas fiscais em CSV", "notas_fiscais"),
};
