import { FilePen, Receipt, ShieldCheck } from "lucide-react";

import type { RowAction } from "@/components/admin/finance/row-actions";
import type { SaleDocumentKind } from "@/lib/sales/documents/content";

// The sale's three PDFs as entries of its actions menu: plain download links, the browser saves the attachment
// with no script in between.

const DOCUMENTS: Array<{ kind: SaleDocumentKind; label: string; icon: RowAction["icon"] }> = [
  { kind: "receipt", label: "Recibo (PDF)", icon: Receipt },
  { kind: "contract", label: "Contrato (PDF)", icon: FilePen },
  { kind: "warranty", label: "Termo de garantia (PDF)", icon: ShieldCheck },
];

/**
 * 'Recibo', 'Contrato' and 'Garantia' of one sale. A receipt says the car was paid for: the server makes it only
 * for a closed sale (409 otherwise), so an open one is not offered it.
 */
export function saleDocumentActions(sale: { id: string; status: string }): RowAction[] {
  return DOCUMENTS.filter(({ kind }) => kind !== "receipt" || sale.status === "closed").map(
    ({ kind, label, icon }) => ({
      id: `document-${kind}`,
      label,
      icon,
      href: `/api/sales/${encodeURIComponent(sale.id)}/${kind}.pdf`,
      download: true,
      testId: `sale-${kind}-link`,
    }),
  );
}
