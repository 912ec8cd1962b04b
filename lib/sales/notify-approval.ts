import "server-only";

import type { Tx } from "@/lib/db/tx";
import { siteUrl } from "@/lib/env";
import {
  pendingApprovalEmail,
  type ApprovalEmail,
  type PendingApprovalSale,
} from "@/lib/sales/approval-notice";

// The gerentes are told when a sale waits for their approval. Called inside the transaction that made the sale
// pending (lib/sales/service.ts: createSale and updateSale), so the message and the change commit together, and the
// outbox (API.md "Leads") delivers it off the request path. Until the outbox exists the message is composed and
// goes nowhere; the panel's first screen still counts the waiting sales for the managers
// (components/admin/shell/pending-approvals-notice.tsx).

/** The gerentes' e-mails; with no gerente account, the admins', so the request reaches a manager. */
export async function approvalRecipients(tx: Tx): Promise<string[]> {
  for (const roles of [["gerente"], ["admin", "developer"]] as const) {
    const users = await tx.user.findMany({
      where: { role: { in: [...roles] } },
      orderBy: { email: "asc" },
      select: { email: true },
    });
    if (users.length) return users.map((user) => user.email);
  }
  return [];
}

/** The approval request to the gerentes, written in the caller's transaction; the outbox delivers it. */
export async function notifyPendingApproval(tx: Tx, sale: PendingApprovalSale): Promise<ApprovalEmail> {
  const message = pendingApprovalEmail(sale, await approvalRecipients(tx), siteUrl);
  // The one place the outbox is called, when it lands: `await enqueueEmail(tx, message)`, in this transaction.
  return message;
}
