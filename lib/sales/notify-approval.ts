import "server-only";

import type { Tx } from "@/lib/db/tx";
import { siteUrl } from "@/lib/env";
import { enqueueEmail } from "@/lib/outbox/enqueue";
import {
  pendingApprovalEmail,
  type ApprovalEmail,
  type PendingApprovalSale,
} from "@/lib/sales/approval-notice";

// The gerentes are told when a sale waits for their approval. Called inside the transaction that made the sale
// pending (lib/sales/service.ts: createSale and updateSale), so the message and the change commit together, and the
// outbox (docs/business-rules.md "Outbox") delivers it off the request path, one e-mail per manager. The panel's
// first screen also counts the waiting sales for the managers (components/admin/shell/pending-approvals-notice.tsx).

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
  for (const to of message.to) await enqueueEmail(tx, { ...message, to });
  return message;
}
