import { beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// Invoices (docs/business-rules.md "Invoices"): validation, generated numbers from the month's counter (unique under
// concurrency, skipping numbers taken explicitly), explicit duplicates, masked documents, status changes, export.

let vendedor: SignedInUser;

beforeAll(async () => {
  vendedor = await signedInAs("vendedor");
});

const invoiceBody = (extra: Record<string, unknown> = {}) => ({
  type: "sale",
  clientName: "Construtora Horizonte Ltda",
  clientDocument: "11.222.333/0001-81",
  amount: 150000,
  issueDate: "2031-03-15",
  description: "Venda de veículo",
  ...extra,
});

describe("POST /api/invoices", () => {
  it("answers the validation errors", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ clientName: "" }, "Nome do cliente é obrigatório"],
      [{ clientDocument: "" }, "CPF/CNPJ é obrigatório"],
      [{ clientDocument: "11.222.333/0001-82" }, "CPF/CNPJ inválido"],
      [{ clientDocument: "529.982.247-24" }, "CPF/CNPJ inválido"],
      [{ amount: 0 }, "Valor deve ser maior que zero"],
      [{ amount: undefined }, "Valor é obrigatório"],
      [{ issueDate: "" }, "Data de emissão é obrigatória"],
      [{ description: " " }, "Descrição é obrigatória"],
      [{ type: "rent" }, "Tipo é obrigatório"],
      [{ carId: "cunknown00000000000000000" }, "Selecione um carro válido"],
      [{ number: "NF 1; DROP" }, "Número inválido: use letras, números, '-', '/' ou '.'"],
    ];
    for (const [extra, message] of cases) {
      const response = await api("/api/invoices", {
        method: "POST",
        json: invoiceBody(extra),
        session: vendedor,
      });
      expect(response.status, message).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
  });

  it("generates NF + YYYY + MM + sequence from the month's counter, skipping numbers already taken", async () => {
    const car = await createCar({ brand: "Volvo", year: "2023" });
    const first = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ carId: car.id, number: "" }),
      session: vendedor,
    });
    expect(first.status).toBe(201);
    const { invoice } = await first.json();
    expect(invoice).toMatchObject({
      number: "NF2031030001",
      status: "issued",
      clientDocument: "11222333000181",
      clientDocumentMasked: "11.222.***/****-**",
      carId: car.id,
      carLabel: `Volvo ${car.model} 2023`,
      issueDate: "2031-03-15",
    });
    const explicit = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ number: "NF2031030002" }),
      session: vendedor,
    });
    expect(explicit.status).toBe(201);
    const next = await (
      await api("/api/invoices", { method: "POST", json: invoiceBody(), session: vendedor })
    ).json();
    expect(next.invoice.number).toBe("NF2031030003");

    const duplicate = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ number: "nf2031030003" }),
      session: vendedor,
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: "Número de nota fiscal já existe" });
  });

  it("never hands out the same number to concurrent creates", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        api("/api/invoices", {
          method: "POST",
          json: invoiceBody({ issueDate: "2032-07-01" }),
          session: vendedor,
        }),
      ),
    );
    expect(results.map((response) => response.status)).toEqual(Array(12).fill(201));
    const numbers = (
      await Promise.all(results.map(async (response) => (await response.json()).invoice.number as string))
    ).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `NF203207${String(i + 1).padStart(4, "0")}`),
    );
    expect((await testDb().invoiceCounter.findUniqueOrThrow({ where: { period: "203207" } })).lastValue).toBe(
      12,
    );
  });
});

describe("PUT and DELETE /api/invoices/{id}", () => {
  it("changes the status alone or the whole invoice; an explicit duplicate number is 409", async () => {
    const { invoice } = await (
      await api("/api/invoices", {
        method: "POST",
        json: invoiceBody({ issueDate: "2033-01-10" }),
        session: vendedor,
      })
    ).json();
    const sent = await api(`/api/invoices/${invoice.id}`, {
      method: "PUT",
      json: { status: "sent" },
      session: vendedor,
    });
    expect(sent.status).toBe(200);
    expect((await sent.json()).invoice).toMatchObject({
      status: "sent",
      number: invoice.number,
      amount: 150000,
    });

    const full = await api(`/api/invoices/${invoice.id}`, {
      method: "PUT",
      json: invoiceBody({
        type: "purchase",
        clientName: "Sérgio Lopes",
        clientDocument: "52998224725",
        amount: 80000.1,
        number: "",
        status: "paid",
      }),
      session: vendedor,
    });
    expect((await full.json()).invoice).toMatchObject({
      type: "purchase",
      clientDocumentMasked: "529.982.***-**",
      number: invoice.number,
      status: "paid",
    });

    const other = await (
      await api("/api/invoices", {
        method: "POST",
        json: invoiceBody({ issueDate: "2033-01-11" }),
        session: vendedor,
      })
    ).json();
    const duplicate = await api(`/api/invoices/${other.invoice.id}`, {
      method: "PUT",
      json: { number: invoice.number },
      session: vendedor,
    });
    expect(duplicate.status).toBe(409);

    expect(
      await (await api(`/api/invoices/${invoice.id}`, { method: "DELETE", session: vendedor })).json(),
    ).toEqual({ success: true });
    expect((await api(`/api/invoices/${invoice.id}`, { method: "DELETE", session: vendedor })).status).toBe(
      404,
    );
    expect(
      (
        await api(`/api/invoices/${invoice.id}`, {
          method: "PUT",
          json: { status: "paid" },
          session: vendedor,
        })
      ).status,
    ).toBe(404);
  });

  it("accepts an alphanumeric CNPJ: stored upper-case without punctuation, masked, exported masked", async () => {
    const response = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ number: "ALNUM-1", clientDocument: "12.abc.345/01de-35" }),
      session: vendedor,
    });
    expect(response.status).toBe(201);
    const { invoice } = await response.json();
    expect(invoice).toMatchObject({
      clientDocument: "12ABC34501DE35",
      clientDocumentMasked: "12.ABC.***/****-**",
    });
    const stored = await testDb().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(stored.clientDocument).toBe("12ABC34501DE35");

    const wrong = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ clientDocument: "12.ABC.345/01DE-36" }),
      session: vendedor,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("CPF/CNPJ inválido");

    const csv = await (await api("/api/exports/invoices", { session: vendedor })).text();
    const line = csv.split("\r\n").find((row) => row.startsWith('"ALNUM-1";'));
    expect(line).toContain('"12.ABC.***/****-**"');
    expect(csv).not.toContain("12ABC34501DE35");
  });

  it("exports a pt-BR CSV with masked documents", async () => {
    await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({
        number: "EXP-1",
        description: "@Venda; especial",
        amount: 1234.5,
        issueDate: "2026-11-05",
      }),
      session: vendedor,
    });
    const response = await api("/api/exports/invoices", { session: vendedor });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="notas_fiscais_detalhado_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Número";"Tipo";"Data de Emissão";"Cliente";"CPF/CNPJ";"Valor";"Status";"Descrição"',
    );
    expect(lines[1]).toBe(
      '"EXP-1";"Venda";"05/11/2026";"Construtora Horizonte Ltda";"11.222.***/****-**";"1234,50";"Emitida";"\'@Venda; especial"',
    );
  });
});
