import { AlertTriangle, CarFront } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format/money";
import { profitAfterCarCost } from "@/lib/reports/math";
import type { CarProfitTotals, ReportSummary } from "@/lib/reports/types";
import { cn } from "@/lib/utils";

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Props = {
  summary: ReportSummary;
  /** The per-car report's totals; null while it loads. */
  soldCars: Pick<CarProfitTotals, "purchasePrice" | "withoutPurchasePrice"> | null;
  /** The per-car report could not be read: the cost of the cars is unknown. */
  soldCarsFailed?: boolean;
};

const cars = (n: number) => `${n} ${n === 1 ? "carro vendido" : "carros vendidos"}`;

/**
 * What leads the reports tab: the profit after what the cars sold cost to buy, its margin, and the sum it comes
 * from (docs/admin-panel.md "Reports"). The agreed summary cards follow it, the sales − expenses figure among them
 * labelled for what it is.
 */
export function ProfitHeadline({ summary, soldCars, soldCarsFailed = false }: Props) {
  const result = soldCars ? profitAfterCarCost(summary, soldCars) : null;
  const negative = result !== null && result.profit < 0;
  const lines: Array<[string, number | null]> = [
    ["Vendas fechadas", summary.totalSales],
    ["− Compra dos carros vendidos", result?.carCost ?? null],
    ["− Despesas (todas)", summary.totalExpenses],
  ];
  return (
    <section
      aria-labelledby="profit-headline-title"
      aria-busy={result === null && !soldCarsFailed ? true : undefined}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm",
        negative ? "border-destructive/40" : "border-primary/40",
      )}
      data-testid="report-profitAfterCarCost"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="profit-headline-title" className="text-sm font-medium text-muted-foreground">
            Lucro após custo dos carros
          </h3>
          <div
            className={cn(
              "text-3xl font-bold tracking-tight break-words sm:text-4xl",
              negative && "text-destructive",
            )}
            data-testid="profit-after-cost"
          >
            {result ? formatMoney(result.profit) : soldCarsFailed ? "—" : <Skeleton className="h-10 w-48" />}
          </div>
          {result ? (
            <p className="text-sm text-muted-foreground" data-testid="margin-after-cost">
              Margem de{" "}
              <span className={cn("font-semibold text-foreground", negative && "text-destructive")}>
                {percent.format(result.margin)}%
              </span>{" "}
              sobre as vendas
            </p>
          ) : soldCarsFailed ? (
            <p className="text-sm text-destructive">Não foi possível ler o custo dos carros vendidos.</p>
          ) : null}
        </div>
        <CarFront className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {lines.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 sm:flex-col sm:justify-start">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">
              {value !== null ? formatMoney(value) : soldCarsFailed ? "—" : <Skeleton className="h-5 w-24" />}
            </dd>
          </div>
        ))}
      </dl>
      {result?.withoutPurchasePrice ? (
        <p role="note" className="flex items-start gap-2 text-sm text-warning">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {cars(result.withoutPurchasePrice)} sem preço de compra: o custo deles não está descontado, e o
          lucro real é menor. Preencha o preço de compra no cadastro do carro.
        </p>
      ) : null}
    </section>
  );
}
