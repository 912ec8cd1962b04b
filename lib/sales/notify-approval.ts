import "server-only";

import type { Tx } from "@/lib/db/tx";
import { siteUrl } from "@/lib/env";
import {
  pendingApprovalEmail,
  type ApprovalEmail,
  type PendingApprovalSale,
} from "@/lib/sales/approval-notice";

// The gerentes are told when a sale waits for their approval. Called inside the transaction that made the sale
// pending, so the message and the change commit together; delivery happens off the request path.

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
  // The outbox's enqueue call goes here, with `tx` and `message`, so the e-mail commits with the sale.
  return message;
}
