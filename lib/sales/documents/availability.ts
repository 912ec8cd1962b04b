import type { SaleDocumentKind } from "@/lib/sales/documents/content";
import type { SaleStatus } from "@/lib/sales/schema";

// Which sales each document may be issued for (docs/business-rules.md "Sales"): a document must not state what
// did not happen. The receipt says the price was paid and the warranty term runs from the delivery, so both need
// a closed sale; the contract is what the parties sign to close, so it is printed while negotiating too, but
// never for a cancelled sale. Pure: the sales tab shows only the links the server would answer.

const ISSUED_FOR: Record<SaleDocumentKind, readonly SaleStatus[]> = {
  receipt: ["closed"],
  contract: ["negotiating", "closed"],
  warranty: ["closed"],
};

/** The 409 text of a document asked for a sale it cannot be issued for. */
export const DOCUMENT_UNAVAILABLE: Record<SaleDocumentKind, string> = {
  receipt: "O recibo só é emitido para vendas fechadas",
  contract: "O contrato não é emitido para vendas canceladas",
  warranty: "O termo de garantia só é emitido para vendas fechadas",
};

export function isDocumentIssued(kind: SaleDocumentKind, status: SaleStatus): boolean {
  return ISSUED_FOR[kind].includes(status);
}
