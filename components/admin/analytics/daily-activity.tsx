"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";
import { summarizeDaily } from "@/lib/analytics/overview";
import type { DailyPoint } from "@/lib/analytics/types";
import { formatDateBR } from "@/lib/format/dates";

// recharts is only fetched when this tab shows the chart: the rest of the panel never loads it.
const DailyChart = dynamic(
  () => import("@/components/admin/analytics/daily-chart").then((module) => module.DailyChart),
  {
    ssr: false,
    loading: () => <Skeleton className="h-[260px] w-full" />,
  },
);

const count = new Intl.NumberFormat("pt-BR");

/** The 30-day chart with its title, a text summary and the same data as a table, for every reader. */
export function DailyActivity({ daily }: { daily: DailyPoint[] }) {
  const summary = summarizeDaily(daily);
  const first = daily[0]?.date;
  const last = daily.at(-1)?.date;
  const period = first && last ? `de ${formatDateBR(first)} a ${formatDateBR(last)}` : "";
  const text =
    `Nos últimos ${daily.length} dias (${period}): ${count.format(summary.views)} visualizações, ` +
    `${count.format(summary.whatsappClicks)} cliques no WhatsApp e ${count.format(summary.phoneClicks)} cliques no telefone.` +
    (summary.peak
      ? ` Dia com mais visualizações: ${formatDateBR(summary.peak.date)} (${count.format(summary.peak.views)}).`
      : "");

  return (
    <figure
      aria-labelledby="daily-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <figcaption className="flex flex-col gap-1">
        <h3 id="daily-title" className="text-lg font-semibold">
          Atividade dos Últimos 30 Dias
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="daily-summary">
          {text}
        </p>
      </figcaption>
      <div className="min-w-0" data-testid="daily-chart">
        <DailyChart daily={daily} description={text} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium text-link pointer-coarse:min-h-11">
          Ver dados em tabela
        </summary>
        <table className="mt-2 w-full text-sm tabular-nums" data-testid="daily-table">
          <caption className="sr-only">Visualizações e cliques por dia, {period}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">
                Dia
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Visualizações
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                WhatsApp
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Telefone
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((point) => (
              <tr key={point.date} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {formatDateBR(point.date)}
                </th>
                <td className="py-1 pr-2 text-right">{point.views}</td>
                <td className="py-1 pr-2 text-right">{point.whatsappClicks}</td>
                <td className="py-1 text-right">{point.phoneClicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
