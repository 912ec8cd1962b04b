"use client";

import { RefreshCw } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";

import { PeriodForm } from "@/components/admin/reports/funnel-section";
import { Button } from "@/components/ui/button";
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
import { useApiData } from "@/lib/admin/use-api-data";
import { formatDateBR, saoPauloDate } from "@/lib/format/dates";
import { defaultFunnelRange, type FunnelQuery } from "@/lib/reports/funnel";
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
  const [range, setRange] = useState<FunnelQuery>(() => defaultFunnelRange(saoPauloDate(new Date())));
  const report = useApiData<LeadsReport>(`/api/reports/leads?${new URLSearchParams(range).toString()}`, {
    keepPrevious: true,
  });
  const period = `de ${formatDateBR(range.from)} a ${formatDateBR(range.to)}`;

  return (
    <section aria-labelledby="leads-report-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="leads-report-title" className="text-lg font-semibold">
          Atendimento
        </h3>
        <p className="text-sm text-muted-foreground">
          Leads recebidos e respondidos por vendedor, a mediana da primeira resposta e quantos foram
          respondidos no prazo (minutos do horário de atendimento), no período escolhido.
        </p>
      </div>
      <PeriodForm value={range} onApply={setRange} idPrefix="leads" label="Período do atendimento" />
      {report.state === "loading" ? (
        <Skeleton className="h-64 rounded-xl" role="status" aria-label="Carregando atendimento" />
      ) : report.state === "error" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4 text-sm"
        >
          <p>{report.message || "Não foi possível carregar o atendimento."}</p>
          <Button variant="outline" onClick={report.reload}>
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <LeadsResult report={report.data} period={period} busy={report.stale} />
      )}
    </section>
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
      <figure
        aria-labelledby="leads-chart-title"
        className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      >
        <figcaption className="flex flex-col gap-1">
          <h4 id="leads-chart-title" className="font-semibold">
            Recebidos e respondidos por vendedor
          </h4>
          <p className="text-sm text-muted-foreground" data-testid="leads-summary">
            {summary}
          </p>
        </figcaption>
        {salespeople.length > 0 ? (
          <div className="min-w-0" data-testid="leads-chart">
            <LeadsChart
              rows={salespeople.map(({ name, assigned, responded }) => ({ name, assigned, responded }))}
              description={summary}
            />
          </div>
        ) : null}
      </figure>

      <div className={busy ? "opacity-60 transition-opacity" : undefined}>
        <Table data-testid="leads-table" scrollLabel="Atendimento por vendedor">
          <TableCaption className="text-left">Atendimento por vendedor, {period}.</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="min-w-36">
                Vendedor
              </TableHead>
              <TableHead scope="col" className="text-right">
                Recebidos
              </TableHead>
              <TableHead scope="col" className="text-right">
                Respondidos
              </TableHead>
              <TableHead scope="col" className="text-right">
                Mediana 1ª resposta
              </TableHead>
              <TableHead scope="col" className="text-right">
                No prazo
              </TableHead>
              <TableHead scope="col" className="text-right">
                Escalados
              </TableHead>
              <TableHead scope="col" className="text-right">
                Vendas fechadas
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {salespeople.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                  Nenhum lead no período.
                </TableCell>
              </TableRow>
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
