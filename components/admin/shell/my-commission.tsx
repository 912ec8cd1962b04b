import { Wallet } from "lucide-react";

import type { Actor } from "@/lib/auth/actor";
import { ownCommissionThisMonth } from "@/lib/commissions/queries";
import { TIME_ZONE } from "@/lib/constants/locale";
import { formatMoney } from "@/lib/format/money";

const monthName = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: TIME_ZONE });

/**
 * A salesperson's own commission this month, on the panel's first screen (docs/admin-panel.md): read on the
 * server with the page, no script of its own.
 */
export async function MyCommission({ actor }: { actor: Actor }) {
  const line = await ownCommissionThisMonth(actor);
  const sales = line.closedSales;
  return (
    <section
      aria-labelledby="my-commission-title"
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm"
      data-testid="my-commission"
    >
      <Wallet className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <h2 id="my-commission-title" className="text-sm font-medium text-muted-foreground">
        Sua comissão em {monthName.format(new Date())}
      </h2>
      <p className="text-lg font-semibold tabular-nums">{formatMoney(line.commission)}</p>
      <p className="text-sm text-muted-foreground">
        {sales} {sales === 1 ? "venda fechada" : "vendas fechadas"} · {formatMoney(line.total)}
      </p>
    </section>
  );
}
