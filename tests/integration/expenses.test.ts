import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { minimalPdf } from "@/prisma/demo/pdf";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// Expenses (docs/business-rules.md "Expenses"): validation, receipts judged by their bytes and size, private downloads, export.

let gerente: SignedInUser;

beforeAll(async () => {
  gerente = await signedInAs("gerente");
});

function expenseForm(
  fields: Record<string, string>,
  receipt?: { bytes: Uint8Array; name: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (receipt)
    form.set(
      "receipt",
      new Blob([Buffer.from(receipt.bytes)], { type: receipt.type ?? "application/octet-stream" }),
      receipt.name,
    );
  return form;
}

const fields = {
  description: "Anúncio no portal",
  amount: "1500.25",
  category: "marketing",
  date: "2026-11-10",
};

async function png() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
}

describe("POST /api/expenses", () => {
  it("answers the documented validation errors, as JSON and as multipart", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: " " }, "Descrição é obrigatória"],
      [{ amount: 0 }, "Valor deve ser maior que zero"],
      [{ amount: -3 }, "Valor deve ser maior que zero"],
      [{ category: "" }, "Categoria é obrigatória"],
      [{ date: "" }, "Data é obrigatória"],
      [{ carId: "cunknown00000000000000000" }, "Carro não encontrado"],
    ];
    for (const [extra, message] of cases) {
      const response = await api("/api/expenses", {
        method: "POST",
        json: { ...fields, ...extra },
        session: gerente,
      });
      expect(response.status, message).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
    const multipart = await api("/api/expenses", {
      method: "POST",
      body: expenseForm({ ...fields, description: "" }),
      session: gerente,
    });
    expect(multipart.status).toBe(400);
    expect((await multipart.json()).error).toBe("Descrição é obrigatória");
  });

  it("stores a receipt privately and serves it only through the download route", async () => {
    const car = await createCar({ brand: "BMW" });
    const bytes = await png();
    const created = await api("/api/expenses", {
      method: "POST",
      body: expenseForm({ ...fields, carId: car.id }, { bytes, name: "recibo ção.png", type: "image/png" }),
      session: gerente,
    });
    expect(created.status).toBe(201);
    const { expense } = await created.json();
    expect(expense).toMatchObject({
      amount: 1500.25,
      category: "marketing",
      date: "2026-11-10",
      carId: car.id,
      hasReceipt: true,
      receiptName: "recibo ção.png",
    });
    expect(expense.created_at).toBe(expense.createdAt);

    const download = await api(`/api/expenses/${expense.id}/receipt`, { session: gerente });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(download.headers.get("content-disposition")).toBe(
      "attachment; filename=\"recibo cao.png\"; filename*=UTF-8''recibo%20%C3%A7%C3%A3o.png",
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toMatch(/(^|; )sandbox(;|$)/);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await api(`/api/expenses/${expense.id}/receipt`)).status).toBe(401);
    expect(
      (await api(`/api/expenses/${expense.id}/receipt`, { session: await signedInAs("vendedor") })).status,
    ).toBe(403);
  });

  it("judges the receipt by its bytes: a PDF named .jpg is a PDF, HTML named .pdf is refused", async () => {
    const pdf = minimalPdf("Recibo", ["R$ 10,00"]);
    const created = await api("/api/expenses", {
      method: "POST",
      body: expenseForm(fields, { bytes: pdf, name: "scan.jpg", type: "image/jpeg" }),
      session: gerente,
    });
    expect(created.status).toBe(201);
    const { expense } = await created.json();
    const download = await api(`/api/expenses/${expense.id}/receipt`, { session: gerente });
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain('filename="scan.pdf"');

    const before = await testDb().expense.count();
    const html = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
    const refused = await api("/api/expenses", {
      method: "POST",
      body: expenseForm(fields, { bytes: html, name: "recibo.pdf", type: "application/pdf" }),
      session: gerente,
    });
    expect(refused.status).toBe(415);
    expect((await refused.json()).error).toBe(
      "O comprovante deve ser uma imagem (JPEG, PNG ou WebP) ou um PDF.",
    );
    expect(await testDb().expense.count()).toBe(before);
  });

  it("refuses a receipt over 5 MB with 413", async () => {
    const big = Buffer.concat([minimalPdf("x", []), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await api("/api/expenses", {
      method: "POST",
      body: expenseForm(fields, { bytes: big, name: "grande.pdf" }),
      session: gerente,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Arquivo muito grande. Máximo 5MB." });

    // Declared too large: answered from Content-Length, before the body is read.
    const declared = await api("/api/expenses", {
      method: "POST",
      body: "x",
      headers: {
        "Content-Type": "multipart/form-data; boundary=abc",
        "Content-Length": String(50 * 1024 * 1024),
      },
      session: gerente,
    }).catch(() => null);
    if (declared) expect(declared.status).toBe(413);
  });
});

describe("PUT, DELETE and listing", () => {
  it("keeps, replaces or removes the receipt, and deletes it with the expense", async () => {
    const created = await api("/api/expenses", {
      method: "POST",
      body: expenseForm(fields, { bytes: await png(), name: "a.png" }),
      session: gerente,
    });
    const { expense } = await created.json();
    const fileId = (await testDb().expense.findUniqueOrThrow({ where: { id: expense.id } })).receiptFileId;

    const kept = await api(`/api/expenses/${expense.id}`, {
      method: "PUT",
      json: { amount: 99.9 },
      session: gerente,
    });
    expect(kept.status).toBe(200);
    expect((await kept.json()).expense).toMatchObject({
      amount: 99.9,
      description: fields.description,
      hasReceipt: true,
      receiptName: "a.png",
    });

    const replaced = await api(`/api/expenses/${expense.id}`, {
      method: "PUT",
      body: expenseForm({}, { bytes: minimalPdf("b", []), name: "b.pdf" }),
      session: gerente,
    });
    expect((await replaced.json()).expense.receiptName).toBe("b.pdf");
    expect(await testDb().storedFile.findUnique({ where: { id: fileId! } })).toBeNull();

    const removed = await api(`/api/expenses/${expense.id}`, {
      method: "PUT",
      json: { removeReceipt: true },
      session: gerente,
    });
    expect((await removed.json()).expense).toMatchObject({ hasReceipt: false, receiptName: null });
    expect((await api(`/api/expenses/${expense.id}/receipt`, { session: gerente })).status).toBe(404);

    const withFile = await (
      await api("/api/expenses", {
        method: "POST",
        body: expenseForm(fields, { bytes: await png(), name: "c.png" }),
        session: gerente,
      })
    ).json();
    const storedId = (await testDb().expense.findUniqueOrThrow({ where: { id: withFile.expense.id } }))
      .receiptFileId!;
    const deleted = await api(`/api/expenses/${withFile.expense.id}`, { method: "DELETE", session: gerente });
    expect(await deleted.json()).toEqual({ success: true });
    expect(await testDb().storedFile.findUnique({ where: { id: storedId } })).toBeNull();
    expect(
      (await api(`/api/expenses/${withFile.expense.id}`, { method: "DELETE", session: gerente })).status,
    ).toBe(404);
    expect(
      (
        await api("/api/expenses/cunknown00000000000000000", {
          method: "PUT",
          json: { amount: 1 },
          session: gerente,
        })
      ).status,
    ).toBe(404);
  });

  it("lists newest first and exports a pt-BR CSV", async () => {
    const { expense } = await (
      await api("/api/expenses", {
        method: "POST",
        json: { ...fields, description: "+Última", amount: 1234.5 },
        session: gerente,
      })
    ).json();
    const { expenses } = await (await api("/api/expenses", { session: gerente })).json();
    expect(expenses[0].id).toBe(expense.id);

    const response = await api("/api/exports/expenses", { session: gerente });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="despesas_detalhado_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"Data";"Descrição";"Categoria";"Valor";"Carro";"Comprovante"');
    expect(lines[1]).toBe('"10/11/2026";"\'+Última";"Marketing";"1234,50";"";""');
  });
});
