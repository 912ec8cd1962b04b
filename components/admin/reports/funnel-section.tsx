"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Filter, RefreshCw } from "lucide-react";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
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
import {
  defaultFunnelRange,
  FUNNEL_MAX_CARS,
  funnelQuerySchema,
  funnelRates,
  type FunnelCounts,
  type FunnelQuery,
  type FunnelReport,
} from "@/lib/reports/funnel";

// 'Funil de vendas' of the reports tab: a period (default the last 30 days), the totals as a chart with a text
// summary, and per car views → WhatsApp/telefone → propostas → visitas → vendido with the conversion rates.

const FunnelChart = dynamic(
  () => import("@/components/admin/reports/funnel-chart").then((module) => module.FunnelChart),
  { ssr: false, loading: () => <Skeleton className="h-[244px] w-full" /> },
);

const count = new Intl.NumberFormat("pt-BR");
const rateFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const rate = (value: number | null) => (value === null ? "—" : `${rateFormat.format(value)}%`);

type RangeInput = { from?: string; to?: string };

/** A period of São Paulo days, checked with the reports' own schema (also the 'Atendimento' card's). */
export function PeriodForm({
  value,
  onApply,
  idPrefix = "funnel",
  label = "Período do funil",
}: {
  value: FunnelQuery;
  onApply: (range: FunnelQuery) => void;
  idPrefix?: string;
  label?: string;
}) {
  // The route's own schema: the same dates, order and longest period are refused here, in the same words.
  const schema = useMemo(() => funnelQuerySchema(saoPauloDate(new Date())), []);
  const form = useForm<RangeInput, unknown, FunnelQuery>({
    resolver: zodResolver(schema),
    defaultValues: value,
  });
  const error = form.formState.errors.from?.message ?? undefined;
  const toError = form.formState.errors.to?.message ?? undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="flex flex-wrap items-end gap-3"
      aria-label={label}
    >
      <FormField id={`${idPrefix}-from`} label="De" error={error} className="w-full min-[400px]:w-44">
        <Input type="date" {...form.register("from")} {...fieldA11yProps(`${idPrefix}-from`, error)} />
      </FormField>
      <FormField id={`${idPrefix}-to`} label="Até" error={toError} className="w-full min-[400px]:w-44">
        <Input type="date" {...form.register("to")} {...fieldA11yProps(`${idPrefix}-to`, toError)} />
      </FormField>
      <Button type="submit" variant="outline">
        <Filter aria-hidden="true" />
        Aplicar
      </Button>
    </form>
  );
}

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
  const [range, setRange] = useState<FunnelQuery>(() => defaultFunnelRange(saoPauloDate(new Date())));
  const funnel = useApiData<FunnelReport>(`/api/reports/funnel?${new URLSearchParams(range).toString()}`, {
    keepPrevious: true,
  });
  const period = `de ${formatDateBR(range.from)} a ${formatDateBR(range.to)}`;

  return (
    <section aria-labelledby="funnel-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="funnel-title" className="text-lg font-semibold">
          Funil de vendas
        </h3>
        <p className="text-sm text-muted-foreground">
          Visualizações → contatos (WhatsApp e telefone) → propostas → visitas agendadas → vendido, no período
          escolhido (dias de São Paulo).
        </p>
      </div>
      <PeriodForm value={range} onApply={setRange} />

      {funnel.state === "loading" ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Carregando funil">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : funnel.state === "error" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4 text-sm"
        >
          <p>{funnel.message || "Não foi possível carregar o funil."}</p>
          <Button variant="outline" onClick={funnel.reload}>
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <FunnelResult report={funnel.data} period={period} busy={funnel.stale} />
      )}
    </section>
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
      <figure
        aria-labelledby="funnel-chart-title"
        className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      >
        <figcaption className="flex flex-col gap-1">
          <h4 id="funnel-chart-title" className="font-semibold">
            Totais do período
          </h4>
          <p className="text-sm text-muted-foreground" data-testid="funnel-summary">
            {summary}
          </p>
        </figcaption>
        <div className="min-w-0" data-testid="funnel-chart">
          <FunnelChart steps={steps(totals)} description={summary} />
        </div>
      </figure>

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
              <TableHead scope="col" className="text-right">
                Visualizações
              </TableHead>
              <TableHead scope="col" className="text-right">
                WhatsApp
              </TableHead>
              <TableHead scope="col" className="text-right">
                Telefone
              </TableHead>
              <TableHead scope="col" className="text-right">
                Propostas
              </TableHead>
              <TableHead scope="col" className="text-right">
                Visitas
              </TableHead>
              <TableHead scope="col" className="text-center">
                Vendido
              </TableHead>
              <TableHead scope="col" className="text-right">
                <abbr title="Contatos (WhatsApp e telefone) por visualização">Contatos/vis.</abbr>
              </TableHead>
              <TableHead scope="col" className="text-right">
                <abbr title="Propostas por visualização">Propostas/vis.</abbr>
              </TableHead>
              <TableHead scope="col" className="text-right">
                Dias em estoque
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.cars.length === 0 ? (
              <TableRow>
                <TableCell colSpan={10} className="py-6 text-center text-muted-foreground">
                  Nenhum carro no período.
                </TableCell>
              </TableRow>
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
