import { Badge } from "@/components/ui/badge";
import { SALE_APPROVAL_LABELS } from "@/lib/constants/finance";
import type { SaleApproval } from "@/lib/sales/approval";

const VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/** A sale's discount approval, when it has one: 'Aguardando aprovação', 'Desconto aprovado' or '… rejeitado'. */
export function ApprovalBadge({ approval }: { approval: SaleApproval | null }) {
  if (!approval) return null;
  return (
    <Badge variant={VARIANT[approval]} data-testid="approval-badge" className="whitespace-nowrap">
      {SALE_APPROVAL_LABELS[approval]}
    </Badge>
  );
}
