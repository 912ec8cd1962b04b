import { BadgeAlert } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { countPendingApprovals } from "@/lib/sales/pending-approvals";

/**
 * For gerentes, admins and developers, on the panel's first screen while any sale waits for their approval: how
 * many, and the way to 'Aprovações' in the sales tab. Read on the server with the page, so a manager is told
 * whatever tab opens first, e-mail or not; a decision refreshes it.
 */
export async function PendingApprovalsNotice() {
  const count = await countPendingApprovals();
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="pending-approvals-notice"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-warning/50 bg-warning/5 px-4 py-3"
      data-testid="pending-approvals-notice"
    >
      <BadgeAlert className="size-5 shrink-0 text-warning" aria-hidden="true" />
      <h2 id="pending-approvals-notice" className="text-sm font-medium">
        {count === 1 ? "1 venda aguarda sua aprovação" : `${count} vendas aguardam sua aprovação`}
      </h2>
      <Button asChild size="sm" variant="outline" className="sm:ml-auto">
        <Link href="/admin?tab=sales">Ver aprovações</Link>
      </Button>
    </section>
  );
}
