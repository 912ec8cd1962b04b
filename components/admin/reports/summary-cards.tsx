import { Percent, TrendingDown, TrendingUp, Wallet } from "lucide-react";
import type { ComponentType, SVGProps } from "react";

import { formatMoney } from "@/lib/format/money";
import type { ReportSummary } from "@/lib/reports/types";
import { cn } from "@/lib/utils";

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Card = {
  id: keyof ReportSummary;
  label: string;
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  value: string;
  negative?: boolean;
};

/**
 * The four agreed summary cards (docs/admin-panel.md, GET /api/reports/summary) under the tab's headline. Their
 * 'net profit' is sales − expenses, which leaves out what the cars cost to buy: it is labelled as that
 * subtraction, not as a profit, and so is its margin. The profit is the headline above them
 * (components/admin/reports/profit-headline.tsx).
 */
export function SummaryCards({ summary }: { summary: ReportSummary }) {
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
      label: "Vendas menos despesas",
      hint: "Não desconta a compra dos carros: não é o lucro",
      icon: Wallet,
      value: formatMoney(summary.netProfit),
      negative: summary.netProfit < 0,
    },
    {
      id: "margin",
      label: "Margem sem custo dos carros",
      hint: "(Vendas − despesas) ÷ vendas",
      icon: Percent,
      value: `${percent.format(summary.margin)}%`,
      negative: summary.margin < 0,
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.id}
          className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
          data-testid={`report-${card.id}`}
        >
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            {card.label}
            <card.icon className="size-4 shrink-0" aria-hidden="true" />
          </dt>
          <dd
            className={cn(
              "text-xl font-bold tracking-tight break-words",
              card.negative && "text-destructive",
            )}
          >
            {card.value}
          </dd>
          <dd className="text-xs text-muted-foreground">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
