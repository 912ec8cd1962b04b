import { describe, expect, it } from "vitest";

import { CAR_NOT_SOLD_YET, NOT_CONSIGNED } from "@/lib/consignments/schema";
import { NO_ACTIVE_RESERVATION } from "@/lib/reservations/schema";
import {
  CAR_DOCUMENT_UNAVAILABLE,
  isCarDocumentIssued,
  isDocumentIssued,
  missingCarDocumentFact,
} from "@/lib/printed-documents/availability";

describe("which document exists when", () => {
  it("issues a sale's receipt and warranty for a closed sale, its contract unless cancelled", () => {
    expect(isDocumentIssued("receipt", "negotiating")).toBe(false);
    expect(isDocumentIssued("receipt", "closed")).toBe(true);
    expect(isDocumentIssued("contract", "negotiating")).toBe(true);
    expect(isDocumentIssued("contract", "cancelled")).toBe(false);
    expect(isDocumentIssued("warranty", "closed")).toBe(true);
  });

  it("issues the deposit receipt only while the car is reserved", () => {
    expect(isCarDocumentIssued("reservationReceipt", { reserved: true })).toBe(true);
    expect(missingCarDocumentFact("reservationReceipt", { reserved: false })).toBe("reserved");
    expect(missingCarDocumentFact("reservationReceipt", {})).toBe("reserved");
  });

  it("issues the consignment contract for a consigned car, its settlement once the car is also sold", () => {
    expect(isCarDocumentIssued("consignmentContract", { consigned: true })).toBe(true);
    expect(missingCarDocumentFact("consignmentContract", { consigned: false, sold: true })).toBe("consigned");
    expect(missingCarDocumentFact("consignmentSettlement", { consigned: true, sold: false })).toBe("sold");
    // A car neither consigned nor sold is told it is not consigned: the first fact the document needs.
    expect(missingCarDocumentFact("consignmentSettlement", { consigned: false, sold: false })).toBe(
      "consigned",
    );
    expect(isCarDocumentIssued("consignmentSettlement", { consigned: true, sold: true })).toBe(true);
  });

  it("answers a missing fact with API.md's status and text", () => {
    expect(CAR_DOCUMENT_UNAVAILABLE.reserved).toEqual({ status: 404, error: NO_ACTIVE_RESERVATION });
    expect(CAR_DOCUMENT_UNAVAILABLE.consigned).toEqual({ status: 404, error: NOT_CONSIGNED });
    expect(CAR_DOCUMENT_UNAVAILABLE.sold).toEqual({ status: 409, error: "Carro ainda não vendido" });
    expect(CAR_NOT_SOLD_YET).toBe("Carro ainda não vendido");
  });
});
