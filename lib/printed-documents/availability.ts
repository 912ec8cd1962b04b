import type { SaleDocumentKind } from "@/lib/printed-documents/content";
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

// The store operations' car documents (API.md "Store operations") follow the same rule: each states a fact of the
// car, and is issued only while that fact holds. The deposit receipt needs an active reservation, the consignment
// contract a consignment, and the settlement ('Acerto') also a closed sale of the car, whose price it splits.

export const CAR_DOCUMENT_KINDS = [
  "reservationReceipt",
  "consignmentContract",
  "consignmentSettlement",
] as const;
export type CarDocumentKind = (typeof CAR_DOCUMENT_KINDS)[number];

/** What a car document may attest: an active reservation, a consignment, a closed sale of the car. */
export type CarDocumentFact = "reserved" | "consigned" | "sold";

const CAR_DOCUMENT_NEEDS: Record<CarDocumentKind, readonly CarDocumentFact[]> = {
  reservationReceipt: ["reserved"],
  consignmentContract: ["consigned"],
  consignmentSettlement: ["consigned", "sold"],
};

export const NO_ACTIVE_RESERVATION = "Este carro não tem reserva ativa";
export const NOT_CONSIGNED = "Este carro não está em consignação";
export const CAR_NOT_SOLD_YET = "Carro ainda não vendido";

/** The answer to a car document asked for while a fact it needs is missing: 404, or 409 for a car not sold yet. */
export const CAR_DOCUMENT_UNAVAILABLE: Record<CarDocumentFact, { status: 404 | 409; error: string }> = {
  reserved: { status: 404, error: NO_ACTIVE_RESERVATION },
  consigned: { status: 404, error: NOT_CONSIGNED },
  sold: { status: 409, error: CAR_NOT_SOLD_YET },
};

/** The first fact the car lacks for the document (in the order above), or null when it may be issued. */
export function missingCarDocumentFact(
  kind: CarDocumentKind,
  facts: Partial<Record<CarDocumentFact, boolean>>,
): CarDocumentFact | null {
  return CAR_DOCUMENT_NEEDS[kind].find((fact) => !facts[fact]) ?? null;
}

export function isCarDocumentIssued(
  kind: CarDocumentKind,
  facts: Partial<Record<CarDocumentFact, boolean>>,
): boolean {
  return missingCarDocumentFact(kind, facts) === null;
}
