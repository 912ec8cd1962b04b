import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";

import {
  SALE_DOCUMENT_KINDS,
  saleDocument,
  type DocumentBlock,
  type SaleDocumentData,
} from "@/lib/printed-documents/content";
import { renderSaleDocumentPdf } from "@/lib/printed-documents/pdf";
import { printable } from "@/lib/printed-documents/win-ansi";

const data = (
  overrides: { sale?: Partial<SaleDocumentData["sale"]>; car?: Partial<SaleDocumentData["car"]> } = {},
): SaleDocumentData => ({
  dealer: {
    name: "Auto Premium Seminovos",
    cnpj: "12345678000195",
    address: "Av. Europa, 1200 - São Paulo - SP",
  },
  sale: {
    id: "cm0sale000000000000abcdef",
    clientName: "João Conceição",
    clientPhone: "11987654321",
    clientEmail: "joao@exemplo.com.br",
    clientDocument: "52998224725",
    salePrice: 109_900,
    paymentMethod: "cash",
    paymentDetails: null,
    saleDate: "2026-11-20",
    ...overrides.sale,
  },
  car: {
    brand: "Toyota",
    model: "Corolla XEi",
    year: "2022",
    color: "Prata",
    mileage: 35_000,
    plate: "ABC1234",
    renavam: "00639884962",
    chassis: "9BWZZZ377VT004251",
    ...overrides.car,
  },
});

/** Every text of the blocks, one string. */
function textOf(blocks: DocumentBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === "letterhead") return block.lines.join("\n");
      if (block.kind === "fields") return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      if (block.kind === "signatures")
        return [block.place, ...block.signers.flatMap((s) => [s.role, s.name ?? "", s.detail ?? ""])].join(
          "\n",
        );
      return block.text;
    })
    .join("\n");
}

describe("the sale documents' words", () => {
  it.each(SALE_DOCUMENT_KINDS)(
    "%s names the dealer, the buyer in full, the car, the price and the date",
    (kind) => {
      const document = saleDocument(kind, data());
      const text = textOf(document.blocks);
      for (const expected of [
        "Auto Premium Seminovos",
        "12.345.678/0001-95",
        "João Conceição",
        "529.982.247-25",
        "Toyota",
        "Corolla XEi",
        "2022",
        "Prata",
        "35.000 km",
        "ABC-1234",
        "00639884962",
        "9BWZZZ377VT004251",
        "cento e nove mil e novecentos reais",
        "À Vista",
        "20/11/2026",
      ])
        expect(text, `${kind}: ${expected}`).toContain(expected);
      expect(text).toMatch(/R\$\s109\.900,00/);
      expect(document.fileName).toBe(
        `${{ receipt: "recibo", contract: "contrato", warranty: "garantia" }[kind]}_2026-11-20_00abcdef.pdf`,
      );
      expect(document.blocks.at(-1)?.kind).toBe("signatures");
    },
  );

  it("titles each document as the contract names it", () => {
    expect(saleDocument("receipt", data()).title).toBe("Recibo");
    expect(saleDocument("contract", data()).title).toBe("Contrato de Compra e Venda de Veículo");
    expect(saleDocument("warranty", data()).title).toBe("Termo de Garantia");
  });

  it("leaves out registration rows the car does not have, and a missing document says so", () => {
    const text = textOf(
      saleDocument(
        "contract",
        data({
          car: { plate: null, renavam: null, chassis: null, color: null, mileage: null },
          sale: { clientDocument: null },
        }),
      ).blocks,
    );
    expect(text).not.toMatch(/Placa|RENAVAM|Chassi|Quilometragem|Cor:/);
    expect(text).toContain("CPF/CNPJ: não informado");
  });

  it("prints a CNPJ buyer in full and a Mercosul plate as it is", () => {
    const text = textOf(
      saleDocument("receipt", data({ sale: { clientDocument: "12ABC34501DE35" }, car: { plate: "BRA2E19" } }))
        .blocks,
    );
    expect(text).toContain("12.ABC.345/01DE-35");
    expect(text).toContain("BRA2E19");
  });

  it("ends the warranty 90 days after the sale, under CDC art. 26", () => {
    const text = textOf(saleDocument("warranty", data()).blocks);
    expect(text).toContain("Término: 18/02/2027");
    expect(text).toContain("90 (noventa) dias");
    expect(text).toContain("art. 26, II, do Código de Defesa do Consumidor");
  });

  it("prints at most the start of long payment details", () => {
    const text = textOf(
      saleDocument("contract", data({ sale: { paymentDetails: "x".repeat(5000) } })).blocks,
    );
    expect(text).toContain(`Condições: ${"x".repeat(600)}…`);
    expect(text).not.toContain("x".repeat(601));
  });
});

describe("the PDF", () => {
  it("keeps pt-BR letters and replaces what Helvetica cannot encode", () => {
    expect(printable("Conceição, Ação, Pérola, ônibus, nº 1º, § 3º — “aspas” € …")).toBe(
      "Conceição, Ação, Pérola, ônibus, nº 1º, § 3º — “aspas” € …",
    );
    expect(printable("Łukasz 李 Ắ\tfim\nlinha")).toBe("?ukasz ? A fim linha");
  });

  it(
    "is a small PDF whose text can be extracted, at most 4 pages whatever is printed",
    { timeout: 30_000 },
    async () => {
      const huge = data({ sale: { clientName: "Nome ".repeat(24), paymentDetails: "palavra ".repeat(700) } });
      for (const kind of SALE_DOCUMENT_KINDS) {
        const bytes = await renderSaleDocumentPdf(saleDocument(kind, huge), huge.dealer);
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
        expect(bytes.byteLength).toBeLessThan(64 * 1024);
        const { totalPages, text } = await extractText(bytes.slice(), { mergePages: true });
        expect(totalPages).toBeLessThanOrEqual(4);
        expect(text).toContain("12.345.678/0001-95");
      }
      const normal = await renderSaleDocumentPdf(saleDocument("receipt", data()), data().dealer);
      const { text } = await extractText(normal.slice(), { mergePages: true });
      expect(text.replace(/\s+/g, " ")).toContain("cento e nove mil e novecentos reais");
      expect(text).toContain("João Conceição");
    },
  );

  it("wraps a text longer than a page onto the next, under the dealer's name, and stops at 4 pages", async () => {
    const blocks: DocumentBlock[] = Array.from({ length: 200 }, (_, index) => ({
      kind: "paragraph",
      text: `Parágrafo ${index} `.repeat(30),
    }));
    const bytes = await renderSaleDocumentPdf(
      { title: "Documento longo", fileName: "longo.pdf", blocks },
      { name: "Loja Exemplo" },
    );
    const { totalPages, text } = await extractText(bytes.slice());
    expect(totalPages).toBe(4);
    expect(text[1]).toMatch(/^Loja Exemplo/);
    expect(text[0]).toContain("Parágrafo 0");
    expect(text[3]).not.toContain("Parágrafo 199");
  });
});
