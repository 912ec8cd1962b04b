import { CarFront, Percent, TrendingDown, TrendingUp, Wallet } from "lucide-react";
import type { ComponentType, SVGProps } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format/money";
import type { CarProfitTotals, ReportSummary } from "@/lib/reports/types";
import { cn } from "@/lib/utils";

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Card = {
  id: keyof ReportSummary | "soldCarsProfit";
  label: string;
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** null while its data loads. */
  value: string | null;
  negative?: boolean;
};

type SoldCars = Pick<CarProfitTotals, "profit" | "withoutPurchasePrice">;

function soldCarsHint(totals: SoldCars | null): string {
  const base = "Vendas − compra dos carros − despesas deles";
  if (!totals?.withoutPurchasePrice) return base;
  const n = totals.withoutPurchasePrice;
  return `${base} · ${n} ${n === 1 ? "carro vendido sem preço de compra fica fora" : "carros vendidos sem preço de compra ficam fora"}`;
}

/**
 * The summary cards of the reports tab (docs/admin-panel.md): the four agreed ones, and beside 'Lucro Líquido'
 * (sales − expenses, which does not subtract what the cars cost to buy) the profit after the cost of the cars
 * sold, from the per-car report; `soldCars` is null while that report loads (or when it failed).
 */
export function SummaryCards({
  summary,
  soldCars,
  soldCarsFailed = false,
}: {
  summary: ReportSummary;
  soldCars: SoldCars | null;
  soldCarsFailed?: boolean;
}) {
  const cards: Card[] = [
    {
      id: "totalSales",
      label: "Total de Vendas",
      hint: "Vendas fechadas",
      icon: TrendingUp,
      value: formatMoney(summary.totalSales),
    },
    {
      id: "totalExpenses",
      label: "Total de Despesas",
      hint: "Todas as despesas",
      icon: TrendingDown,
      value: formatMoney(summary.totalExpenses),
    },
    {
      id: "netProfit",
      label: "Lucro Líquido",
      hint: "Vendas − despesas (sem o custo de compra dos carros)",
      icon: Wallet,
      value: formatMoney(summary.netProfit),
      negative: summary.netProfit < 0,
    },
    {
      id: "soldCarsProfit",
      label: "Lucro após custo dos carros",
      hint: soldCarsHint(soldCars),
      icon: CarFront,
      value: soldCars ? formatMoney(soldCars.profit) : soldCarsFailed ? "—" : null,
      negative: soldCars !== null && soldCars.profit < 0,
    },
    {
      id: "margin",
      label: "Margem de Lucro",
      hint: "Lucro ÷ vendas",
      icon: Percent,
      value: `${percent.format(summary.margin)}%`,
      negative: summary.margin < 0,
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {cards.map((card) => (
        <div
          key={card.id}
          className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
          data-testid={`report-${card.id}`}
          aria-busy={card.value === null || undefined}
        >
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            {card.label}
            <card.icon className="size-4 shrink-0" aria-hidden="true" />
          </dt>
          <dd
            className={cn(
              "text-2xl font-bold tracking-tight break-words",
              card.negative && "text-destructive",
            )}
          >
            {card.value ?? <Skeleton className="h-8 w-32" />}
          </dd>
          <dd className="text-xs text-muted-foreground">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
