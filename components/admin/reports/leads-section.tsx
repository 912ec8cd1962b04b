"use client";

import dynamic from "next/dynamic";

import { ChartFigure } from "@/components/admin/reports/chart-figure";
import { PeriodReport } from "@/components/admin/reports/period-report";
import { EmptyRow, FigureHeads } from "@/components/admin/reports/report-table";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { LeadFigures, LeadsReport } from "@/lib/reports/leads";

// 'Atendimento' of the reports tab (GET /api/reports/leads): per salesperson, leads received, answered, the median
// first response and the share answered in time (opening-hours minutes), escalated leads and closed sales, over a
// period; a bar chart of received and answered with the same figures in text and in a table.

const LeadsChart = dynamic(
  () => import("@/components/admin/reports/leads-chart").then((module) => module.LeadsChart),
  { ssr: false, loading: () => <Skeleton className="h-48 w-full" /> },
);

const count = new Intl.NumberFormat("pt-BR");
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const minutes = (value: number | null) => (value === null ? "—" : `${decimal.format(value)} min`);
const percent = (value: number | null) => (value === null ? "—" : `${decimal.format(value)}%`);

function FigureCells({ row }: { row: LeadFigures }) {
  return (
    <>
      <TableCell className="text-right">{count.format(row.assigned)}</TableCell>
      <TableCell className="text-right">{count.format(row.responded)}</TableCell>
      <TableCell className="text-right">{minutes(row.medianFirstResponseMinutes)}</TableCell>
      <TableCell className="text-right">{percent(row.withinSlaPercent)}</TableCell>
      <TableCell className="text-right">{count.format(row.escalated)}</TableCell>
    </>
  );
}

export function LeadsSection() {
  return (
    <PeriodReport<LeadsReport>
      route="/api/reports/leads"
      name="leads"
      title="Atendimento"
      intro="Leads recebidos e respondidos por vendedor, a mediana da primeira resposta e quantos foram respondidos no prazo (minutos do horário de atendimento), no período escolhido."
      periodLabel="Período do atendimento"
      loading={<Skeleton className="h-64 rounded-xl" role="status" aria-label="Carregando atendimento" />}
      failure="Não foi possível carregar o atendimento."
    >
      {(report, period, busy) => <LeadsResult report={report} period={period} busy={busy} />}
    </PeriodReport>
  );
}

function LeadsResult({ report, period, busy }: { report: LeadsReport; period: string; busy: boolean }) {
  const { totals, salespeople } = report;
  const people = salespeople
    .map(
      (person) =>
        `${person.name}: ${count.format(person.assigned)} recebidos, ${count.format(person.responded)} respondidos` +
        (person.medianFirstResponseMinutes === null
          ? ""
          : `, mediana ${minutes(person.medianFirstResponseMinutes)}, ${percent(person.withinSlaPercent)} no prazo`),
    )
    .join("; ");
  const summary =
    `${period}: ${count.format(totals.assigned)} leads recebidos, ${count.format(totals.responded)} respondidos, ` +
    `mediana da primeira resposta ${minutes(totals.medianFirstResponseMinutes)}, ` +
    `${percent(totals.withinSlaPercent)} no prazo, ${count.format(totals.escalated)} escalados.` +
    (people ? ` ${people}.` : "");

  return (
    <div className="flex min-w-0 flex-col gap-4" aria-busy={busy || undefined}>
      <ChartFigure name="leads" title="Recebidos e respondidos por vendedor" summary={summary}>
        {salespeople.length > 0 ? (
          <LeadsChart
            rows={salespeople.map(({ name, assigned, responded }) => ({ name, assigned, responded }))}
            description={summary}
          />
        ) : null}
      </ChartFigure>

      <div className={busy ? "opacity-60 transition-opacity" : undefined}>
        <Table data-testid="leads-table" scrollLabel="Atendimento por vendedor">
          <TableCaption className="text-left">Atendimento por vendedor, {period}.</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="min-w-36">
                Vendedor
              </TableHead>
              <FigureHeads
                labels={[
                  "Recebidos",
                  "Respondidos",
                  "Mediana 1ª resposta",
                  "No prazo",
                  "Escalados",
                  "Vendas fechadas",
                ]}
              />
            </TableRow>
          </TableHeader>
          <TableBody>
            {salespeople.length === 0 ? (
              <EmptyRow columns={7} text="Nenhum lead no período." />
            ) : (
              salespeople.map((person) => (
                <TableRow key={person.userId} data-testid="leads-row">
                  <TableHead scope="row" className="min-w-36 font-medium whitespace-normal">
                    {person.name}
                  </TableHead>
                  <FigureCells row={person} />
                  <TableCell className="text-right">{count.format(person.closedSales)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="leads-totals">
              <TableHead scope="row">Total</TableHead>
              <FigureCells row={totals} />
              <TableCell className="text-right">
                {count.format(salespeople.reduce((sum, person) => sum + person.closedSales, 0))}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </div>
  );
}
