import { z } from "zod";

import { roleCan } from "@/lib/auth/permissions";
import { MAX_APPROVAL_NOTE_LENGTH, type SALE_APPROVALS } from "@/lib/constants/finance";
import { optionalText } from "@/lib/finance/fields";

// Discount approval (docs/business-rules.md "Discount approval"): a vendedor's sale below its car's minimum
// price waits for a gerente, and neither a pending nor a rejected sale can be closed. Pure; no server imports.

export type SaleApproval = (typeof SALE_APPROVALS)[number];

export const AWAITING_APPROVAL = "Venda abaixo do preço mínimo aguarda aprovação do gerente";
export const REJECTED_BY_MANAGER = "Venda rejeitada pelo gerente";
export const NOT_AWAITING_APPROVAL = "Esta venda não aguarda aprovação";
export const APPROVAL_DECISION_REQUIRED = "Informe se a venda foi aprovada (approved: true ou false)";

/**
 * The approval after a sale is created or changed. Only a change of what is compared — its price or its car —
 * decides again (a create always does): below the car's minimum, a seller without the approval permission
 * makes it pending, while a manager's own price needs nobody's approval; at the minimum or above (or with no
 * minimum) it is null. Any other change keeps the approval as it was.
 */
export function approvalAfterChange(change: {
  current: SaleApproval | null;
  actorRole: string;
  /** The price or the car changed (always true for a create). */
  repriced: boolean;
  salePrice: number;
  minimumPrice: number | null;
}): SaleApproval | null {
  if (!change.repriced) return change.current;
  if (change.minimumPrice === null || change.salePrice >= change.minimumPrice) return null;
  return roleCan(change.actorRole, "sales:approve") ? null : "pending";
}

/** Why a sale with this approval cannot be closed, or null when it can. */
export function closingBlockedBy(approval: SaleApproval | null): string | null {
  if (approval === "pending") return AWAITING_APPROVAL;
  if (approval === "rejected") return REJECTED_BY_MANAGER;
  return null;
}

/** POST /api/sales/{id}/approval. */
export const approvalDecisionSchema = z.object({
  approved: z.boolean({ error: APPROVAL_DECISION_REQUIRED }),
  note: optionalText(MAX_APPROVAL_NOTE_LENGTH, { multiline: true }),
});
export type ApprovalDecision = z.output<typeof approvalDecisionSchema>;
