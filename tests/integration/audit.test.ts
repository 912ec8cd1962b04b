import { beforeAll, describe, expect, it } from "vitest";

import type { ApiAuditEntry, AuditPage } from "@/lib/audit/schema";
import { minimalPdf } from "@/prisma/demo/pdf";

import { api, createUser, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, uniqueWord } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// The audit trail (docs/audit.md): one entry per staff create, update and delete, written in the change's own
// transaction, kept after the row is deleted and after data cleanup, read through GET /api/audit.

let gerente: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [gerente, admin] = await Promise.all([signedInAs("gerente"), signedInAs("admin")]);
});

async function trail(entity: string, entityId: string): Promise<ApiAuditEntry[]> {
  const response = await api(`/api/audit?entity=${entity}&entityId=${entityId}`, { session: admin });
  expect(response.status).toBe(200);
  return ((await response.json()) as AuditPage).entries;
}

/** Entries straight from the table, oldest first (what the API must agree with). */
const stored = (entity: "car" | "sale" | "expense" | "document" | "invoice" | "user", entityId: string) =>
  testDb().auditEntry.findMany({ where: { entity, entityId }, orderBy: [{ at: "asc" }, { id: "asc" }] });

function form(fields: Record<string, string>, file?: { field: string; name: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file)
    body.set(
      file.field,
      new Blob([Buffer.from(minimalPdf("Recibo", ["1"]))], { type: "application/pdf" }),
      file.name,
    );
  return body;
}

describe("cars", () => {
  it("records create, a price change and delete, with the actor, and keeps them after the car is gone", async () => {
    const model = uniqueWord("Audit");
    const created = await api("/api/cars", {
      method: "POST",
      json: { brand: "Honda", model, year: "2022", price: 100_000, mileage: 1000, color: "Preto" },
      session: gerente,
    });
    expect(created.status).toBe(201);
    const { car } = (await created.json()) as { car: { id: string } };
    const [createEntry, ...rest] = await stored("car", car.id);
    expect(rest).toEqual([]);
    expect(createEntry).toMatchObject({ action: "create", actorId: gerente.id, actorEmail: gerente.email });
    expect(createEntry!.changes).toMatchObject({
      brand: [null, "Honda"],
      model: [null, model],
      price: [null, 100_000],
      status: [null, "available"],
    });

    const updated = await api(`/api/cars/${car.id}`, {
      method: "PUT",
      json: { price: 95_500.5, purchaseDate: "2026-01-15" },
      session: admin,
    });
    expect(updated.status).toBe(200);
    const afterUpdate = await stored("car", car.id);
    expect(afterUpdate).toHaveLength(2);
    expect(afterUpdate[1]).toMatchObject({ action: "update", actorId: admin.id, actorEmail: admin.email });
    expect(afterUpdate[1]!.changes).toEqual({
      price: [100_000, 95_500.5],
      purchaseDate: [null, "2026-01-15"],
    });

    // The same values again change nothing, so nothing is recorded.
    await api(`/api/cars/${car.id}`, { method: "PUT", json: { price: 95_500.5 }, session: admin });
    expect(await stored("car", car.id)).toHaveLength(2);

    const deleted = await api(`/api/cars/${car.id}`, { method: "DELETE", session: gerente });
    expect(deleted.status).toBe(200);
    const entries = await trail("car", car.id);
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    expect(entries[0]!.changes.price).toEqual([95_500.5, null]);
    expect(entries[0]!.actorEmail).toBe(gerente.email);
  });

  it("records a status-only change", async () => {
    const car = await createCar({ status: "available" });
    const response = await api(`/api/cars/${car.id}`, {
      method: "PUT",
      json: { status: "sold" },
      session: gerente,
    });
    expect(response.status).toBe(200);
    const entries = await stored("car", car.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ status: ["available", "sold"] });
  });
});

describe("sales", () => {
  const saleBody = (carId: string, extra: Record<string, unknown> = {}) => ({
    carId,
    clientName: "Ana Souza",
    clientPhone: "(11) 98765-4321",
    salePrice: 95000.5,
    paymentMethod: "financing",
    salesperson: "Rafael",
    saleDate: "2026-11-20",
    ...extra,
  });

  it("records create, update and delete, and the car status the sale changed", async () => {
    const car = await createCar({ brand: "Fiat" });
    const created = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { status: "closed" }),
      session: gerente,
    });
    expect(created.status).toBe(201);
    const { sale } = (await created.json()) as { sale: { id: string } };
    const [createEntry] = await stored("sale", sale.id);
    expect(createEntry).toMatchObject({ action: "create", actorId: gerente.id });
    expect(createEntry!.changes).toMatchObject({
      salePrice: [null, 95000.5],
      saleDate: [null, "2026-11-20"],
      status: [null, "closed"],
      carBrand: [null, "Fiat"],
    });
    expect((await stored("car", car.id)).map((entry) => entry.changes)).toEqual([
      { status: ["available", "sold"] },
    ]);

    await api(`/api/sales/${sale.id}`, { method: "PUT", json: { status: "cancelled" }, session: gerente });
    const entries = await stored("sale", sale.id);
    expect(entries).toHaveLength(2);
    // Cancelling also lets go of the commission rate the sale stored as it closed.
    expect(entries[1]!.changes).toEqual({ status: ["closed", "cancelled"], commissionPercent: [0, null] });
    expect((await stored("car", car.id)).map((entry) => entry.changes)).toEqual([
      { status: ["available", "sold"] },
      { status: ["sold", "available"] },
    ]);

    expect((await api(`/api/sales/${sale.id}`, { method: "DELETE", session: gerente })).status).toBe(200);
    expect((await trail("sale", sale.id)).map((entry) => entry.action)).toEqual([
      "delete",
      "update",
      "create",
    ]);
  });

  it("a refused write leaves no entry (a second closed sale of a sold car: 409)", async () => {
    const car = await createCar();
    const first = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { status: "closed" }),
      session: gerente,
    });
    expect(first.status).toBe(201);
    const before = await testDb().auditEntry.count({ where: { entity: "sale" } });
    const second = await api("/api/sales", {
      method: "POST",
      json: saleBody(car.id, { status: "closed" }),
      session: gerente,
    });
    expect(second.status).toBe(409);
    expect(await testDb().auditEntry.count({ where: { entity: "sale" } })).toBe(before);
    expect(await stored("car", car.id)).toHaveLength(1);
  });
});

describe("expenses and documents", () => {
  it('records an expense\'s receipt as "(arquivo)", its amount as a number and its day as YYYY-MM-DD', async () => {
    const created = await api("/api/expenses", {
      method: "POST",
      body: form(
        { description: "Pintura", amount: "1500.25", category: "maintenance", date: "2026-11-10" },
        { field: "receipt", name: "recibo.pdf" },
      ),
      session: gerente,
    });
    expect(created.status).toBe(201);
    const { expense } = (await created.json()) as { expense: { id: string } };
    const updated = await api(`/api/expenses/${expense.id}`, {
      method: "PUT",
      body: form({ amount: "1600", removeReceipt: "true" }),
      session: gerente,
    });
    expect(updated.status).toBe(200);
    expect((await api(`/api/expenses/${expense.id}`, { method: "DELETE", session: gerente })).status).toBe(
      200,
    );

    const [create, update, remove, ...rest] = await stored("expense", expense.id);
    expect(rest).toEqual([]);
    expect(create!.changes).toMatchObject({
      amount: [null, 1500.25],
      date: [null, "2026-11-10"],
      receiptFileId: [null, "(arquivo)"],
    });
    expect(update!.changes).toEqual({ amount: [1500.25, 1600], receiptFileId: ["(arquivo)", null] });
    expect(remove).toMatchObject({ action: "delete", actorId: gerente.id });
    expect(remove!.changes).toMatchObject({ description: ["Pintura", null], amount: [1600, null] });
  });

  it("records a document's replaced file and title", async () => {
    const created = await api("/api/documents", {
      method: "POST",
      body: form({ title: "Contrato", type: "contract" }, { field: "file", name: "a.pdf" }),
      session: gerente,
    });
    expect(created.status).toBe(201);
    const { document } = (await created.json()) as { document: { id: string } };
    await api(`/api/documents/${document.id}`, {
      method: "PUT",
      body: form({ title: "Contrato assinado" }, { field: "file", name: "b.pdf" }),
      session: gerente,
    });
    await api(`/api/documents/${document.id}`, { method: "DELETE", session: gerente });
    const entries = await stored("document", document.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
    expect(entries[1]!.changes).toEqual({
      title: ["Contrato", "Contrato assinado"],
      fileId: ["(arquivo)", "(arquivo)"],
    });
    expect(JSON.stringify(entries)).not.toMatch(/%PDF/);
  });
});

describe("invoices and roles", () => {
  const invoiceBody = (extra: Record<string, unknown> = {}) => ({
    type: "sale",
    clientName: "Construtora Horizonte Ltda",
    clientDocument: "11.222.333/0001-81",
    amount: 150000,
    issueDate: "2031-03-15",
    description: "Venda de veículo",
    ...extra,
  });

  it("records create, a status-only change and delete; a duplicate number (409) records nothing", async () => {
    const number = `NFA${Date.now()}`;
    const taken = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ number: `${number}X` }),
      session: gerente,
    });
    expect(taken.status).toBe(201);
    const created = await api("/api/invoices", {
      method: "POST",
      json: invoiceBody({ number }),
      session: gerente,
    });
    const { invoice } = (await created.json()) as { invoice: { id: string } };
    await api(`/api/invoices/${invoice.id}`, { method: "PUT", json: { status: "sent" }, session: gerente });
    const duplicate = await api(`/api/invoices/${invoice.id}`, {
      method: "PUT",
      json: { number: `${number}X`, status: "paid" },
      session: gerente,
    });
    expect(duplicate.status).toBe(409);
    await api(`/api/invoices/${invoice.id}`, { method: "DELETE", session: gerente });

    const entries = await stored("invoice", invoice.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
    expect(entries[0]!.changes).toMatchObject({ amount: [null, 150000], number: [null, number] });
    expect(entries[1]!.changes).toEqual({ status: ["issued", "sent"] });
  });

  it("records a role change as an update of entity user, never a password", async () => {
    const target = await createUser({ role: "vendedor" });
    const response = await api(`/api/users/${target.id}`, {
      method: "PUT",
      json: { role: "gerente" },
      session: admin,
    });
    expect(response.status).toBe(200);
    const entries = await trail("user", target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "update",
      actorId: admin.id,
      actorEmail: admin.email,
      changes: { role: ["vendedor", "gerente"] },
    });
  });
});

describe("data cleanup", () => {
  it("leaves the trail alone", async () => {
    const expense = await api("/api/expenses", {
      method: "POST",
      json: { description: "Aluguel", amount: 10, category: "rent", date: "2026-11-01" },
      session: gerente,
    });
    const { expense: row } = (await expense.json()) as { expense: { id: string } };
    const total = await testDb().auditEntry.count();
    const cleared = await api("/api/admin/clear-data", {
      method: "POST",
      json: { dataType: "reports" },
      session: gerente,
    });
    expect(cleared.status).toBe(200);
    expect(await testDb().expense.count()).toBe(0);
    expect(await testDb().auditEntry.count()).toBe(total);
    expect(await trail("expense", row.id)).toHaveLength(1);
  });
});

describe("GET /api/audit", () => {
  it("answers 401 anonymous and 403 to vendedor and ajudante", async () => {
    expect((await api("/api/audit")).status).toBe(401);
    for (const role of ["vendedor", "ajudante"] as const) {
      const session = await signedInAs(role);
      const response = await api("/api/audit", { session });
      expect(response.status, role).toBe(403);
      expect((await response.json()).error).toBe("Você não tem permissão para esta ação.");
    }
  });

  it("refuses an unknown entity and invalid paging with 400", async () => {
    const cases: Array<[string, string]> = [
      ["entity=ticket", "Entidade inválida: use car, sale, expense, document, invoice, user."],
      ["page=0", "Página inválida: use um número inteiro a partir de 1."],
      ["pageSize=201", "Tamanho de página inválido: use um número inteiro de 1 a 200."],
      ["entityId=a%20b", "Identificador inválido."],
    ];
    for (const [query, message] of cases) {
      const response = await api(`/api/audit?${query}`, { session: gerente });
      expect(response.status, query).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
  });

  it("filters by actor and pages newest first", async () => {
    const actor = await signedInAs("gerente");
    const ids: string[] = [];
    for (const price of [1000, 2000, 3000]) {
      const response = await api("/api/cars", {
        method: "POST",
        json: { brand: "Kia", model: uniqueWord("Pag"), year: "2020", price, mileage: 1, color: "Azul" },
        session: actor,
      });
      ids.push(((await response.json()) as { car: { id: string } }).car.id);
    }
    const first = await api(`/api/audit?actorId=${actor.id}&pageSize=2`, { session: gerente });
    const firstPage = (await first.json()) as AuditPage;
    expect(firstPage).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(firstPage.entries.map((entry) => entry.entityId)).toEqual([ids[2], ids[1]]);
    const second = (await (
      await api(`/api/audit?actorId=${actor.id}&pageSize=2&page=2&entity=car`, { session: gerente })
    ).json()) as AuditPage;
    expect(second.entries.map((entry) => entry.entityId)).toEqual([ids[0]]);
    expect(second.entries[0]).toMatchObject({ entity: "car", action: "create", actorEmail: actor.email });
    const none = (await (
      await api(`/api/audit?actorId=${actor.id}&entity=sale`, { session: gerente })
    ).json()) as AuditPage;
    expect(none).toMatchObject({ entries: [], total: 0 });
  });
});
