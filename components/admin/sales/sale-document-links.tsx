import { FilePen, Receipt, ShieldCheck, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { isDocumentIssued } from "@/lib/sales/documents/availability";
import type { SaleDocumentKind } from "@/lib/sales/documents/content";
import type { SaleStatus } from "@/lib/sales/schema";

// The sale's PDFs as plain download links: the browser saves the attachment, no script in between. Only those its
// status allows (a receipt and a warranty for a closed sale, a contract unless cancelled) are offered.

const LINKS: Array<{ kind: SaleDocumentKind; label: string; name: string; Icon: LucideIcon }> = [
  { kind: "receipt", label: "Recibo", name: "recibo", Icon: Receipt },
  { kind: "contract", label: "Contrato", name: "contrato", Icon: FilePen },
  { kind: "warranty", label: "Garantia", name: "termo de garantia", Icon: ShieldCheck },
];

/** 'Recibo', 'Contrato' and 'Garantia' for one sale; each names the sale for screen readers. */
export function SaleDocumentLinks({
  saleId,
  status,
  subject,
}: {
  saleId: string;
  status: SaleStatus;
  subject: string;
}) {
  return (
    <>
      {LINKS.filter(({ kind }) => isDocumentIssued(kind, status)).map(({ kind, label, name, Icon }) => (
        <Button key={kind} asChild size="sm" variant="outline" className="pointer-coarse:min-h-11">
          <a
            href={`/api/sales/${encodeURIComponent(saleId)}/${kind}.pdf`}
            download
            aria-label={`Baixar ${name} da ${subject} (PDF)`}
            data-testid={`sale-${kind}-link`}
          >
            <Icon aria-hidden="true" />
            {/* Icons alone on a phone keep the row's actions short; the link's name says which document. */}
            <span className="max-sm:sr-only">{label}</span>
          </a>
        </Button>
      ))}
    </>
  );
}
