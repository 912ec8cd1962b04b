import { describe, expect, it } from "vitest";

import { documentCreateSchema } from "@/lib/documents/schema";
import { expenseCreateSchema, expenseUpdateSchema } from "@/lib/expenses/schema";
import { invoiceCreateSchema } from "@/lib/invoices/schema";
import { saleCreateSchema, saleUpdateSchema } from "@/lib/sales/schema";

const sale = {
  carId: "car1",
  clientName: "Ana",
  clientPhone: "(11) 98765-4321",
  salePrice: 100000,
  paymentMethod: "cash",
  salesperson: "Rafael",
  saleDate: "2026-11-22",
};

const firstMessage = (
  result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("sale schema", () => {
  it("accepts a complete sale and keeps digits only", () => {
    const parsed = saleCreateSchema.parse({ ...sale, clientDocument: "529.982.247-25", clientEmail: "" });
    expect(parsed.clientPhone).toBe("11987654321");
    expect(parsed.clientDocument).toBe("52998224725");
    expect(parsed.clientEmail).toBeNull();
    expect(parsed.status).toBeUndefined();
  });

  it("applies the price rules", () => {
    expect(firstMessage(saleCreateSchema.safeParse({ ...sale, salePrice: 10_000_000.01 }), "salePrice")).toBe(
      "Valor muito alto",
    );
    expect(saleCreateSchema.safeParse({ ...sale, salePrice: 10_000_000 }).success).toBe(true);
    expect(firstMessage(saleCreateSchema.safeParse({ ...sale, salePrice: 0 }), "salePrice")).toBe(
      "O preço de venda deve ser maior que zero.",
    );
    expect(firstMessage(saleCreateSchema.safeParse({ ...sale, salePrice: -5 }), "salePrice")).toBe(
      "O preço de venda deve ser maior que zero.",
    );
    expect(firstMessage(saleCreateSchema.safeParse({ ...sale, salePrice: 10.005 }), "salePrice")).toBe(
      "Use no máximo duas casas decimais",
    );
    expect(saleCreateSchema.parse({ ...sale, salePrice: "1234.56" }).salePrice).toBe(1234.56);
  });

  it("requires client name, phone, salesperson and date, and a valid CPF/CNPJ when given", () => {
    const result = saleCreateSchema.safeParse({
      ...sale,
      clientName: " ",
      clientPhone: "",
      salesperson: undefined,
      saleDate: "",
      clientDocument: "123",
    });
    expect(result.success).toBe(false);
    expect(firstMessage(result, "clientName")).toBe("Nome do cliente é obrigatório");
    expect(firstMessage(result, "clientPhone")).toBe("Telefone do cliente é obrigatório");
    expect(firstMessage(result, "salesperson")).toBe("Vendedor é obrigatório");
    expect(firstMessage(result, "saleDate")).toBe("Data da venda é obrigatória");
    expect(firstMessage(result, "clientDocument")).toBe("CPF/CNPJ inválido");
    expect(firstMessage(saleCreateSchema.safeParse({ ...sale, carId: "" }), "carId")).toBe(
      "Selecione um carro válido",
    );
  });

  it("lets an update carry only a status", () => {
    expect(saleUpdateSchema.parse({ status: "closed" })).toEqual({ status: "closed" });
    expect(saleUpdateSchema.safeParse({ status: "sold" }).success).toBe(false);
  });
});

describe("expense, document and invoice schemas", () => {
  it("expenses use the agreed messages", () => {
    const result = expenseCreateSchema.safeParse({ description: "", amount: "0", category: "", date: "" });
    expect(firstMessage(result, "description")).toBe("Descrição é obrigatória");
    expect(firstMessage(result, "amount")).toBe("Valor deve ser maior que zero");
    expect(firstMessage(result, "category")).toBe("Categoria é obrigatória");
    expect(firstMessage(result, "date")).toBe("Data é obrigatória");
    expect(expenseUpdateSchema.parse({ removeReceipt: "true" })).toEqual({ removeReceipt: true });
    expect(
      firstMessage(
        expenseCreateSchema.safeParse({ description: "x", amount: 1, category: "rent", date: "2026-02-30" }),
        "date",
      ),
    ).toBe("Data inválida");
  });

  it("documents need a title and a type; car, client and expiry are optional", () => {
    expect(firstMessage(documentCreateSchema.safeParse({ title: "", type: "cnh" }), "title")).toBe(
      "Título é obrigatório",
    );
    expect(documentCreateSchema.parse({ title: "CNH", type: "cnh", expiryDate: "", carId: "" })).toEqual({
      title: "CNH",
      type: "cnh",
      carId: null,
      clientName: null,
      expiryDate: null,
    });
  });

  it("invoices require a CPF/CNPJ with valid check digits; an empty number is generated", () => {
    const invoice = {
      type: "sale",
      clientName: "Ana",
      clientDocument: "11.222.333/0001-81",
      amount: 10,
      issueDate: "2026-11-22",
      description: "Venda",
    };
    expect(invoiceCreateSchema.parse({ ...invoice, number: "" })).toMatchObject({
      number: null,
      clientDocument: "11222333000181",
    });
    expect(
      firstMessage(
        invoiceCreateSchema.safeParse({ ...invoice, clientDocument: "11.222.333/0001-82" }),
        "clientDocument",
      ),
    ).toBe("CPF/CNPJ inválido");
    expect(
      firstMessage(invoiceCreateSchema.safeParse({ ...invoice, clientDocument: "" }), "clientDocument"),
    ).toBe("CPF/CNPJ é obrigatório");
  });
});
