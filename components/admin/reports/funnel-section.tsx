"use client";

import { Check } from "lucide-react";
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
import { FUNNEL_MAX_CARS, funnelRates, type FunnelCounts, type FunnelReport } from "@/lib/reports/funnel";

// 'Funil de vendas' of the reports tab: a period (default the last 30 days), the totals as a chart with a text
// summary, and per car views → WhatsApp/telefone → propostas → visitas → vendido with the conversion rates.

const FunnelChart = dynamic(
  () => import("@/components/admin/reports/funnel-chart").then((module) => module.FunnelChart),
  { ssr: false, loading: () => <Skeleton className="h-[244px] w-full" /> },
);

const count = new Intl.NumberFormat("pt-BR");
const rateFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const rate = (value: number | null) => (value === null ? "—" : `${rateFormat.format(value)}%`);

function steps(totals: FunnelReport["totals"]) {
  return [
    { step: "Visualizações", count: totals.views },
    { step: "WhatsApp", count: totals.whatsappClicks },
    { step: "Telefone", count: totals.phoneClicks },
    { step: "Propostas", count: totals.proposals },
    { step: "Visitas", count: totals.appointments },
    { step: "Vendidos", count: totals.sold },
  ];
}

function CountCells({ row, sold }: { row: FunnelCounts; sold: React.ReactNode }) {
  const rates = funnelRates({ ...row, sold: 0 });
  return (
    <>
      <TableCell className="text-right">{count.format(row.views)}</TableCell>
      <TableCell className="text-right">{count.format(row.whatsappClicks)}</TableCell>
      <TableCell className="text-right">{count.format(row.phoneClicks)}</TableCell>
      <TableCell className="text-right">{count.format(row.proposals)}</TableCell>
      <TableCell className="text-right">{count.format(row.appointments)}</TableCell>
      <TableCell className="text-center">{sold}</TableCell>
      <TableCell className="text-right">{rate(rates.contactsPerView)}</TableCell>
      <TableCell className="text-right">{rate(rates.proposalsPerView)}</TableCell>
    </>
  );
}

export function FunnelSection() {
  return (
    <PeriodReport<FunnelReport>
      route="/api/reports/funnel"
      name="funnel"
      title="Funil de vendas"
      intro="Visualizações → contatos (WhatsApp e telefone) → propostas → visitas agendadas → vendido, no período escolhido (dias de São Paulo)."
      periodLabel="Período do funil"
      loading={
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Carregando funil">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      }
      failure="Não foi possível carregar o funil."
    >
      {(report, period, busy) => <FunnelResult report={report} period={period} busy={busy} />}
    </PeriodReport>
  );
}

function FunnelResult({ report, period, busy }: { report: FunnelReport; period: string; busy: boolean }) {
  const { totals } = report;
  const totalRates = funnelRates(totals);
  const summary =
    `${period}: ${count.format(totals.views)} visualizações, ${count.format(totals.whatsappClicks)} cliques no ` +
    `WhatsApp, ${count.format(totals.phoneClicks)} no telefone, ${count.format(totals.proposals)} propostas, ` +
    `${count.format(totals.appointments)} visitas agendadas e ${count.format(totals.sold)} vendidos. ` +
    `Contatos por visualização: ${rate(totalRates.contactsPerView)}; propostas por visualização: ` +
    `${rate(totalRates.proposalsPerView)}; vendas por proposta: ${rate(totalRates.soldPerProposal)}.`;

  return (
    <div className="flex min-w-0 flex-col gap-4" aria-busy={busy || undefined}>
      <ChartFigure name="funnel" title="Totais do período" summary={summary}>
        <FunnelChart steps={steps(totals)} description={summary} />
      </ChartFigure>

      <div className={busy ? "opacity-60 transition-opacity" : undefined}>
        <Table data-testid="funnel-table" scrollLabel="Funil por carro">
          <TableCaption className="text-left">
            Funil por carro, {period}: carros disponíveis e os que tiveram movimento, mais vistos primeiro
            {report.cars.length >= FUNNEL_MAX_CARS ? ` (os ${FUNNEL_MAX_CARS} primeiros)` : ""}.
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="min-w-44">
                Carro
              </TableHead>
              <FigureHeads labels={["Visualizações", "WhatsApp", "Telefone", "Propostas", "Visitas"]} />
              <FigureHeads labels={["Vendido"]} align="center" />
              <FigureHeads
                labels={[
                  <abbr key="contacts" title="Contatos (WhatsApp e telefone) por visualização">
                    Contatos/vis.
                  </abbr>,
                  <abbr key="proposals" title="Propostas por visualização">
                    Propostas/vis.
                  </abbr>,
                  "Dias em estoque",
                ]}
              />
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.cars.length === 0 ? (
              <EmptyRow columns={10} text="Nenhum carro no período." />
            ) : (
              report.cars.map((car) => (
                <TableRow key={car.carId} data-testid="funnel-row" data-car-id={car.carId}>
                  <TableHead scope="row" className="min-w-44 font-medium whitespace-normal">
                    {car.brand} {car.model} <span className="text-muted-foreground">{car.year}</span>
                  </TableHead>
                  <CountCells
                    row={car}
                    sold={
                      car.sold ? (
                        <span className="inline-flex items-center gap-1">
                          <Check className="size-4" aria-hidden="true" />
                          Sim
                        </span>
                      ) : (
                        "Não"
                      )
                    }
                  />
                  <TableCell className="text-right">{count.format(car.daysInStock)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="funnel-totals">
              <TableHead scope="row">Total</TableHead>
              <CountCells row={totals} sold={count.format(totals.sold)} />
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </div>
  );
}
