"use client";

import { useState, type ReactNode } from "react";

import { LoadError } from "@/components/admin/reports/load-error";
import { PeriodForm } from "@/components/admin/reports/period-form";
import { useApiData } from "@/lib/admin/use-api-data";
import { formatDateBR, saoPauloDate } from "@/lib/format/dates";
import { defaultFunnelRange, type FunnelQuery } from "@/lib/reports/funnel";

// A section of the reports tab that covers a period ('Funil de vendas', 'Atendimento'): its heading, the period's
// form (São Paulo days, by default the last 30), and the route's answer for that period once loaded, the previous
// one kept on screen while the next loads.

type Props<T> = {
  /** The report's route, asked with ?from=…&to=…. */
  route: string;
  /** Names the heading's id (`{name}-title`) and the form's fields (`{name}-from`, `{name}-to`). */
  name: string;
  title: string;
  intro: ReactNode;
  /** The period form's accessible name. */
  periodLabel: string;
  /** Shown while the first answer loads. */
  loading: ReactNode;
  /** The failure's text when the server sent none. */
  failure: string;
  children: (report: T, period: string, busy: boolean) => ReactNode;
};

export function PeriodReport<T>({
  route,
  name,
  title,
  intro,
  periodLabel,
  loading,
  failure,
  children,
}: Props<T>) {
  const [range, setRange] = useState<FunnelQuery>(() => defaultFunnelRange(saoPauloDate(new Date())));
  const report = useApiData<T>(`${route}?${new URLSearchParams(range).toString()}`, { keepPrevious: true });
  const period = `de ${formatDateBR(range.from)} a ${formatDateBR(range.to)}`;

  return (
    <section aria-labelledby={`${name}-title`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={`${name}-title`} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      <PeriodForm value={range} onApply={setRange} idPrefix={name} label={periodLabel} />
      {report.state === "loading" ? (
        loading
      ) : report.state === "error" ? (
        <LoadError message={report.message || failure} onRetry={report.reload} />
      ) : (
        children(report.data, period, report.stale)
      )}
    </section>
  );
}
