"use client";

import { BadgeCheck, BadgeX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import {
  ApprovalDecisionDialog,
  type PendingDecision,
} from "@/components/admin/sales/approval-decision-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiPage } from "@/lib/admin/use-api-data";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { SaleListSummary } from "@/lib/sales/list";
import type { ApiSale } from "@/lib/sales/schema";

/** Newest first (the list's default); the heading counts every one waiting. */
const PENDING_URL = "/api/sales?approval=pending&pageSize=50";

/**
 * 'Aprovações' (gerente, admin, developer): the sales a vendedor priced below the car's minimum, each with
 * 'Aprovar' and 'Rejeitar'. Hidden while nothing waits.
 */
export function PendingApprovals({ onDecided }: { onDecided: () => void }) {
  const pending = useApiPage<"sales", ApiSale, SaleListSummary>(PENDING_URL, "sales");
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const router = useRouter();

  if (pending.loading) return <Skeleton className="h-24 rounded-xl" aria-label="Carregando aprovações" />;
  if (pending.items.length === 0) return null;

  return (
    <section
      aria-labelledby="approvals-title"
      className="flex flex-col gap-3 rounded-xl border border-warning/50 bg-warning/5 p-4"
      data-testid="pending-approvals"
    >
      <h3 id="approvals-title" className="text-base font-semibold">
        Aprovações ({pending.total})
      </h3>
      <ul className="flex flex-col divide-y" aria-label="Vendas aguardando aprovação">
        {pending.items.map((sale) => {
          const subject = `venda de ${sale.carBrand} ${sale.carModel} para ${sale.clientName}`;
          return (
            <li
              key={sale.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="approval-row"
            >
              <div className="flex min-w-0 flex-col text-sm">
                <span className="font-medium">
                  {sale.carBrand} {sale.carModel} {sale.carYear} · {sale.clientName}
                </span>
                <span className="text-muted-foreground">
                  {formatMoney(sale.salePrice)} (mínimo {formatMoney(sale.minimumPrice ?? 0)}) ·{" "}
                  {sale.salesperson} · {formatDateBR(sale.saleDate)}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => setDecision({ sale, approved: true })}
                  aria-label={`Aprovar ${subject}`}
                >
                  <BadgeCheck aria-hidden="true" />
                  Aprovar
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDecision({ sale, approved: false })}
                  aria-label={`Rejeitar ${subject}`}
                >
                  <BadgeX aria-hidden="true" />
                  Rejeitar
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ApprovalDecisionDialog
        decision={decision}
        onOpenChange={(open) => !open && setDecision(null)}
        onDecided={() => {
          setDecision(null);
          void pending.reload();
          onDecided();
          // The first screen's count of waiting sales is server markup: read it again.
          router.refresh();
        }}
      />
    </section>
  );
}
