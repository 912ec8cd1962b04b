import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MINIMUM_ABOVE_PRICE } from "@/lib/cars/schema";
import { saoPauloDate } from "@/lib/format/dates";
import { AWAITING_APPROVAL, NOT_AWAITING_APPROVAL, REJECTED_BY_MANAGER } from "@/lib/sales/approval";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// Minimum price and discount approval (docs/business-rules.md "Discount approval").

let gerente: SignedInUser;
let vendedor: SignedInUser;
let ajudante: SignedInUser;
const cars: string[] = [];
const today = saoPauloDate(new Date());

type Sale = { id: string; approval: string | null; status: string } & Record<string, unknown>;

/** A car priced 100,000 with a minimum of 95,000. */
async function flooredCar() {
  const car = await createCar({ price: 100_000 });
  cars.push(car.id);
  const response = await api(`/api/cars/${car.id}`, {
    method: "PUT",
    json: { minimumPrice: 95_000 },
    session: gerente,
  });
  expect(response.status).toBe(200);
  return car.id;
}

const saleBody = (carId: string, salePrice: number, extra: object = {}) => ({
  carId,
  clientName: "Cliente Desconto",
  clientPhone: "11912345678",
  salePrice,
  paymentMethod: "cash",
  salesperson: "Vendedor",
  saleDate: today,
  ...extra,
});

async function createSale(session: SignedInUser, carId: string, salePrice: number): Promise<Sale> {
  const response = await api("/api/sales", { method: "POST", json: saleBody(carId, salePrice), session });
  expect(response.status).toBe(201);
  return (await response.json()).sale;
}

const putSale = (id: string, json: object, session: SignedInUser) =>
  api(`/api/sales/${id}`, { method: "PUT", json, session });
const decide = (id: string, json: object, session: SignedInUser = gerente) =>
  api(`/api/sales/${id}/approval`, { method: "POST", json, session });

beforeAll(async () => {
  [gerente, vendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
});
afterAll(() => removeCars(cars));

describe("a car's minimum price", () => {
  it("is at most the price (400 otherwise, also against the stored price) and more than zero", async () => {
    const carId = await flooredCar();
    const put = (json: object) => api(`/api/cars/${carId}`, { method: "PUT", json, session: vendedor });
    for (const json of [
      { minimumPrice: 100_000.01 },
      { price: 94_999.99 },
      { price: 90_000, minimumPrice: 90_000.5 },
    ]) {
      const response = await put(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toEqual({
        error: MINIMUM_ABOVE_PRICE,
        fields: { minimumPrice: MINIMUM_ABOVE_PRICE },
      });
    }
    const zero = await put({ minimumPrice: 0 });
    expect(zero.status).toBe(400);
    expect((await zero.json()).fields.minimumPrice).toBe("O preço deve ser maior que zero");
    expect((await put({ price: 90_000, minimumPrice: 90_000 })).status).toBe(200);
    expect((await put({ minimumPrice: null })).status).toBe(200);
    expect((await testDb().car.findUnique({ where: { id: carId } }))!.minimumPrice).toBeNull();
  });

  it("is staff-only", async () => {
    const carId = await flooredCar();
    await publishCars([carId]);
    for (const session of [null, ajudante]) {
      const { car } = await (await api(`/api/cars/${carId}`, { session })).json();
      expect(car).not.toHaveProperty("minimumPrice");
    }
    const { car } = await (await api(`/api/cars/${carId}`, { session: vendedor })).json();
    expect(car.minimumPrice).toBe(95_000);
  });
});

describe("a sale below the minimum", () => {
  it("is pending when a vendedor makes it, and cannot be closed (409) by anyone until approved", async () => {
    const carId = await flooredCar();
    const sale = await createSale(vendedor, carId, 90_000);
    expect(sale).toMatchObject({ approval: "pending", minimumPrice: 95_000, status: "negotiating" });

    for (const session of [vendedor, gerente]) {
      const closing = await putSale(sale.id, { status: "closed" }, session);
      expect(closing.status).toBe(409);
      expect(await closing.json()).toEqual({ error: AWAITING_APPROVAL });
    }
    const closedAtOnce = await api("/api/sales", {
      method: "POST",
      json: saleBody(carId, 90_000, { status: "closed" }),
      session: vendedor,
    });
    expect(closedAtOnce.status).toBe(409);
    expect(await closedAtOnce.json()).toEqual({ error: AWAITING_APPROVAL });
    expect(await testDb().sale.count({ where: { carId } })).toBe(1);
    expect((await testDb().car.findUnique({ where: { id: carId } }))!.status).toBe("available");

    const pending = await (
      await api("/api/sales?approval=pending&pageSize=200", { session: gerente })
    ).json();
    expect(pending.sales.map((row: Sale) => row.id)).toContain(sale.id);
    expect(pending.sales.every((row: Sale) => row.approval === "pending")).toBe(true);
  });

  it("needs no approval at the minimum or above, or when a manager prices it", async () => {
    const carId = await flooredCar();
    expect(await createSale(vendedor, carId, 95_000)).toMatchObject({ approval: null, minimumPrice: null });
    expect(await createSale(gerente, carId, 80_000)).toMatchObject({ approval: null });
  });

  it("is approved by a gerente (POST /api/sales/{id}/approval) and can then be closed; audited", async () => {
    const carId = await flooredCar();
    const sale = await createSale(vendedor, carId, 90_000);

    const denied = await decide(sale.id, { approved: true }, vendedor);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: "Você não tem permissão para esta ação." });
    expect((await decide(sale.id, { approved: true }, ajudante)).status).toBe(403);
    expect(
      (await api(`/api/sales/${sale.id}/approval`, { method: "POST", json: { approved: true } })).status,
    ).toBe(401);
    const malformed = await decide(sale.id, { approved: "sim" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe("Informe se a venda foi aprovada (approved: true ou false)");

    const approved = await decide(sale.id, { approved: true, note: "Cliente antigo da loja" });
    expect(approved.status).toBe(200);
    expect((await approved.json()).sale).toMatchObject({
      id: sale.id,
      approval: "approved",
      approvalNote: "Cliente antigo da loja",
      approvalBy: gerente.email,
      approvalAt: expect.any(String),
    });
    const twice = await decide(sale.id, { approved: false });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: NOT_AWAITING_APPROVAL });

    const closed = await putSale(sale.id, { status: "closed" }, vendedor);
    expect(closed.status).toBe(200);
    expect((await closed.json()).sale).toMatchObject({ status: "closed", approval: "approved" });

    const decision = await testDb().auditEntry.findFirst({
      where: { entity: "sale", entityId: sale.id, actorId: gerente.id },
    });
    expect((decision!.changes as Record<string, unknown>).approval).toEqual(["pending", "approved"]);
    expect(await decide("cnotarealsale0000000000000", { approved: true }).then((r) => r.status)).toBe(404);
  });

  it("is rejected for good: 409 'Venda rejeitada pelo gerente' on closing; repricing decides again", async () => {
    const carId = await flooredCar();
    const sale = await createSale(vendedor, carId, 90_000);
    expect((await decide(sale.id, { approved: false, note: "Abaixo demais" })).status).toBe(200);
    const closing = await putSale(sale.id, { status: "closed" }, vendedor);
    expect(closing.status).toBe(409);
    expect(await closing.json()).toEqual({ error: REJECTED_BY_MANAGER });

    // A new price below the minimum asks again; at the minimum it needs nobody.
    const again = await (await putSale(sale.id, { salePrice: 92_000 }, vendedor)).json();
    expect(again.sale).toMatchObject({ approval: "pending", approvalNote: null, approvalBy: null });
    expect((await decide(sale.id, { approved: true })).status).toBe(200);
    const lowered = await (await putSale(sale.id, { salePrice: 91_000 }, vendedor)).json();
    expect(lowered.sale.approval).toBe("pending");
    const raised = await (await putSale(sale.id, { salePrice: 95_000 }, vendedor)).json();
    expect(raised.sale).toMatchObject({ approval: null, minimumPrice: null });
    // A change that leaves the price alone keeps the approval as it is.
    const noted = await (await putSale(sale.id, { notes: "Pagamento à vista" }, vendedor)).json();
    expect(noted.sale.approval).toBeNull();
    expect((await putSale(sale.id, { status: "closed" }, vendedor)).status).toBe(200);
  });

  it("is told to the gerentes: the sale's transaction writes one e-mail per gerente to the outbox", async () => {
    const db = testDb();
    // Every gerente account (the test creates at least one), lower-cased as the outbox stores addresses.
    const gerentes = await db.user.findMany({ where: { role: "gerente" }, select: { email: true } });
    const recipients = gerentes.map((user) => user.email.toLowerCase());
    expect(recipients).toContain(gerente.email.toLowerCase());
    const carId = await flooredCar();
    const clientName = `Cliente Aviso ${Date.now()}`;
    const response = await api("/api/sales", {
      method: "POST",
      json: saleBody(carId, 90_000, { clientName }),
      session: vendedor,
    });
    expect(response.status).toBe(201);
    const car = await db.car.findUniqueOrThrow({ where: { id: carId } });
    const messages = await db.outboxMessage.findMany({
      where: { subject: `Aprovação de desconto: ${car.brand} ${car.model} ${car.year} — ${clientName}` },
      select: { to: true, kind: true, payload: true },
    });
    const sentTo = messages.map((message) => message.to);
    expect(sentTo.sort()).toEqual([...recipients].sort());
    // Nobody else is told: not the salesperson who asked, nor another staff member.
    expect(sentTo).not.toContain(vendedor.email.toLowerCase());
    expect(sentTo).not.toContain(ajudante.email.toLowerCase());
    expect(messages.every((message) => message.kind === "email")).toBe(true);
    expect(JSON.stringify(messages[0]?.payload)).toContain("/admin?tab=sales");
  });
});
