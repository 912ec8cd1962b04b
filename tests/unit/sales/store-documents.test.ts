import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";

import { consignmentContract, consignmentSettlement, dealerShare } from "@/lib/consignments/documents";
import { reservationReceipt } from "@/lib/reservations/receipt";
import type { DocumentBlock } from "@/lib/printed-documents/content";
import { renderSaleDocumentPdf } from "@/lib/printed-documents/pdf";

// The reservation's and the consignment's documents: content blocks like the sale documents', laid out by the same
// renderer.

const dealer = {
  name: "Auto Premium Seminovos",
  cnpj: "12345678000195",
  address: "Av. Europa, 1200 - São Paulo - SP",
};
const car = {
  brand: "Toyota",
  model: "Corolla XEi",
  year: "2022",
  color: "Prata",
  mileage: 35_000,
  plate: "ABC1D23",
  renavam: null,
  chassis: null,
};
const consignment = {
  ownerName: "João Proprietário",
  ownerDocument: "52998224725",
  ownerPhone: "11987654321",
  netToOwner: 85_000,
  startDate: "2026-11-01",
  endDate: "2026-12-31",
};

const textOf = (blocks: DocumentBlock[]) =>
  blocks
    .flatMap((block) => {
      if (block.kind === "letterhead") return block.lines;
      if (block.kind === "fields") return block.rows.map(([label, value]) => `${label}: ${value}`);
      if (block.kind === "signatures") return [block.place, ...block.signers.map((signer) => signer.role)];
      return [block.text];
    })
    .join("\n")
    .replace(/\u00a0/g, " ");

describe("the 'Recibo de Sinal'", () => {
  const receipt = reservationReceipt({
    dealer,
    car,
    reservation: {
      id: "cm0reservation000abcdefgh",
      clientName: "Maria Souza",
      clientPhone: "11912345678",
      deposit: 2_500.5,
      until: "2026-12-04",
      receivedOn: "2026-11-28",
    },
  });

  it("names the dealer, the client, the car, the deposit in figures and words and the last day", () => {
    expect(receipt.title).toBe("Recibo de Sinal");
    expect(receipt.fileName).toBe("recibo_sinal_2026-11-28_abcdefgh.pdf");
    const text = textOf(receipt.blocks);
    for (const expected of [
      "12.345.678/0001-95",
      "Maria Souza",
      "(11) 91234-5678",
      "R$ 2.500,50",
      "dois mil e quinhentos reais e cinquenta centavos",
      "Reservado até: 04/12/2026",
      "Toyota Corolla XEi",
      "Placa: ABC1D23",
    ])
      expect(text).toContain(expected);
  });

  it("renders to a PDF whose text can be extracted", async () => {
    const bytes = await renderSaleDocumentPdf(receipt, dealer);
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain("Recibo de Sinal");
    expect(text).toContain("R$ 2.500,50");
  });
});

describe("the consignment's contract and settlement", () => {
  it("the contract names the owner in full, the dealer, the car, the owner's amount and the dates", () => {
    const contract = consignmentContract({ dealer, carId: "cm0car0000000000carid123", car, consignment });
    expect(contract.title).toBe("Contrato de Consignação de Veículo");
    const text = textOf(contract.blocks);
    for (const expected of [
      "João Proprietário",
      "529.982.247-25",
      "(11) 98765-4321",
      "R$ 85.000,00 (oitenta e cinco mil reais)",
      "de 01/11/2026 a 31/12/2026",
      "Consignante",
      "Consignatária",
    ])
      expect(text).toContain(expected);
  });

  it("the settlement splits the sale price between the owner and the dealer", () => {
    const settlement = consignmentSettlement({
      dealer,
      carId: "cm0car0000000000carid123",
      car,
      consignment,
      sale: { salePrice: 99_900.1, saleDate: "2026-11-25" },
    });
    expect(settlement.title).toBe("Acerto de Consignação");
    const text = textOf(settlement.blocks);
    expect(text).toContain("Preço de venda: R$ 99.900,10");
    expect(text).toContain("Devido ao proprietário: R$ 85.000,00 (oitenta e cinco mil reais)");
    expect(text).toContain("Parte da loja: R$ 14.900,10");
    expect(text).toContain("Data da venda: 25/11/2026");
    expect(dealerShare(80_000, 85_000)).toBe(-5_000);
  });
});
