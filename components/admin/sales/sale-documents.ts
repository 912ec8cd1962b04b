import { FilePen, Receipt, ShieldCheck } from "lucide-react";

import type { RowAction } from "@/components/admin/kit/row-actions";
import { isDocumentIssued } from "@/lib/printed-documents/availability";
import type { SaleDocumentKind } from "@/lib/printed-documents/content";
import type { SaleStatus } from "@/lib/sales/schema";

// The sale's PDFs as entries of its actions menu: plain download links, the browser saves the attachment with no
// script in between.

const DOCUMENTS: Array<{ kind: SaleDocumentKind; label: string; icon: RowAction["icon"] }> = [
  { kind: "receipt", label: "Recibo (PDF)", icon: Receipt },
  { kind: "contract", label: "Contrato (PDF)", icon: FilePen },
  { kind: "warranty", label: "Termo de garantia (PDF)", icon: ShieldCheck },
];

/**
 * 'Recibo', 'Contrato' and 'Garantia' of one sale, only those its status allows (lib/printed-documents/availability:
 * a receipt and a warranty for a closed sale, a contract while negotiating or closed): the menu offers exactly
 * what the server answers, never a link to its 409.
 */
export function saleDocumentActions(sale: { id: string; status: SaleStatus }): RowAction[] {
  return DOCUMENTS.filter(({ kind }) => isDocumentIssued(kind, sale.status)).map(({ kind, label, icon }) => ({
    id: `document-${kind}`,
    label,
    icon,
    href: `/api/sales/${encodeURIComponent(sale.id)}/${kind}.pdf`,
    download: true,
    testId: `sale-${kind}-link`,
  }));
}
