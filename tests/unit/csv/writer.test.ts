import { describe, expect, it } from "vitest";

import { expensesCsv, invoicesCsv, salesCsv } from "@/lib/csv/exports";
import { csvCell, csvFileName, csvMoney, csvResponse, toCsv } from "@/lib/csv/writer";
import type { ApiSale } from "@/lib/sales/schema";

describe("CSV writer", () => {
  it("writes a BOM, a quoted header row, ';' separators and CRLF line ends", () => {
    const csv = toCsv(["Nome", "Valor"], [["Ana", 1234.5]]);
    expect(csv).toBe('\uFEFF"Nome";"Valor"\r\n"Ana";"1234,50"\r\n');
  });

  it("doubles inner quotes and keeps separators and line breaks inside the quotes", () => {
    expect(csvCell('Carro "zero"; revisado\nok')).toBe('"Carro ""zero""; revisado\nok"');
    expect(csvCell(null)).toBe('""');
  });

  it("prefixes a text cell that a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell("Valor = 10")).toBe('"Valor = 10"');
  });

  it("writes money with a decimal comma and no thousands separator", () => {
    expect(csvMoney(1234.5)).toBe("1234,50");
    expect(csvMoney(10_000_000)).toBe("10000000,00");
    expect(csvMoney(0.1 + 0.2)).toBe("0,30");
  });

  it("names files with the date and answers as a UTF-8 attachment", async () => {
    expect(csvFileName("vendas_detalhado", "2026-11-22")).toBe("vendas_detalhado_2026-11-22.csv");
    const response = csvResponse("\uFEFFx", "vendas_detalhado_2026-11-22.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="vendas_detalhado_2026-11-22.csv"',
    );
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});

describe("exports", () => {
  const sale: ApiSale = {
    id: "s1",
    carId: "c1",
    carBrand: "Toyota",
    carModel: "Corolla XEi",
    carYear: "2022",
    clientName: '=HYPERLINK("x")',
    clientPhone: "11987654321",
    clientEmail: null,
    clientDocument: "52998224725",
    clientDocumentMasked: "529.982.***-**",
    salePrice: 132900,
    paymentMethod: "financing",
    paymentDetails: "Entrada + 36x",
    salesperson: "Rafael",
    salespersonId: null,
    status: "closed",
    saleDate: "2026-11-05",
    notes: null,
    closedAt: "2026-11-05T12:00:00.000Z",
    commissionPercent: 1.5,
    commission: 1993.5,
    approval: null,
    minimumPrice: null,
    approvalNote: null,
    approvalAt: null,
    approvalBy: null,
    createdAt: "2026-11-05T12:00:00.000Z",
    updatedAt: "2026-11-05T12:00:00.000Z",
  };

  it("sales: the documented columns, pt-BR labels, dd/mm/aaaa dates, masked documents", () => {
    const [header, row] = salesCsv([sale]).slice(1).split("\r\n");
    expect(header).toBe(
      '"Data";"Carro";"Cliente";"Telefone";"Email";"CPF/CNPJ";"Valor";"Pagamento";"Detalhes";"Vendedor";"Status";"Observações"',
    );
    expect(row).toBe(
      '"05/11/2026";"Toyota Corolla XEi 2022";"\'=HYPERLINK(""x"")";"(11) 98765-4321";"";"529.982.***-**";"132900,00";"Financiamento";"Entrada + 36x";"Rafael";"Fechada";""',
    );
  });

  it("expenses and invoices: the documented columns", () => {
    expect(expensesCsv([]).slice(1)).toBe('"Data";"Descrição";"Categoria";"Valor";"Carro";"Comprovante"\r\n');
    expect(invoicesCsv([]).slice(1)).toBe(
      '"Número";"Tipo";"Data de Emissão";"Cliente";"CPF/CNPJ";"Valor";"Status";"Descrição"\r\n',
    );
    const row = expensesCsv([
      {
        id: "e1",
        description: "Anúncio",
        amount: 1500.25,
        category: "marketing",
        date: "2026-11-01",
        carId: null,
        carLabel: null,
        receiptName: "nota.pdf",
        hasReceipt: true,
        createdAt: "",
        created_at: "",
      },
    ]).split("\r\n")[1];
    expect(row).toBe('"01/11/2026";"Anúncio";"Marketing";"1500,25";"";"nota.pdf"');
  });
});
