import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays, formatDateBR, saoPauloDate, saoPauloMidnight } from "@/lib/format/dates";
import {
  CAR_ALREADY_RESERVED,
  CAR_SOLD,
  NO_ACTIVE_RESERVATION,
  OWN_RESERVATIONS_ONLY,
  UNTIL_OUT_OF_RANGE,
} from "@/lib/reservations/schema";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import { pdfText } from "../helpers/pdf-text";

// Reservations with a deposit (docs/business-rules.md "Reservations"), through the running build and its database.

let gerente: SignedInUser;
let vendedor: SignedInUser;
let otherVendedor: SignedInUser;
let ajudante: SignedInUser;
const cars: string[] = [];
const today = saoPauloDate(new Date());
const until = addDays(today, 3);
const reservation = {
  clientName: "Maria Reserva Souza",
  clientPhone: "(11) 98765-4321",
  deposit: 2_500.5,
  until,
};

async function newCar(input: Parameters<typeof createCar>[0] = {}) {
  const car = await createCar({ brand: "Honda", model: "Civic Reserva", ...input });
  cars.push(car.id);
  return car.id;
}

const reserve = (carId: string, session: SignedInUser | null, body: object = {}) =>
  api(`/api/cars/${carId}/reservation`, { method: "POST", json: { ...reservation, ...body }, session });

async function carOf(carId: string, session: SignedInUser | null = null) {
  const response = await api(`/api/cars/${carId}`, { session });
  expect(response.status).toBe(200);
  return (await response.json()).car as Record<string, unknown>;
}

beforeAll(async () => {
  [gerente, vendedor, otherVendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
});
afterAll(() => removeCars(cars));

describe("POST /api/cars/{id}/reservation", () => {
  it("answers 201 with the reservation; the car is 'reserved' for everyone, its client for staff only", async () => {
    const carId = await newCar();
    await publishCars([carId]);
    const response = await reserve(carId, vendedor);
    expect(response.status).toBe(201);
    expect((await response.json()).reservation).toEqual({
      id: expect.any(String),
      carId,
      clientName: "Maria Reserva Souza",
      clientPhone: "11987654321",
      deposit: 2_500.5,
      until,
      createdById: vendedor.id,
      createdAt: expect.any(String),
    });

    expect(await carOf(carId, gerente)).toMatchObject({
      reserved: true,
      reservation: { clientName: "Maria Reserva Souza", deposit: 2_500.5, until, createdById: vendedor.id },
    });
    for (const session of [null, ajudante]) {
      const car = await carOf(carId, session);
      expect(car.reserved).toBe(true);
      expect(car).not.toHaveProperty("reservation");
      expect(car).not.toHaveProperty("reservedUntil");
    }
    const listed = await (await api("/api/cars")).json();
    expect(listed.cars.find((car: { id: string }) => car.id === carId)).toMatchObject({ reserved: true });
  });

  it("shows 'Reservado' on the card and the car page, which still takes proposals", async () => {
    const carId = await newCar({ model: "Fit Vitrine" });
    await publishCars([carId]);
    expect((await reserve(carId, gerente)).status).toBe(201);
    const page = await (await api(`/car/${carId}`)).text();
    expect(page).toContain('data-testid="reserved-badge"');
    expect(page).toContain("Reservado");
    expect(page).toContain("Faça sua proposta");
    expect(page).not.toContain("Maria Reserva Souza");
    const list = await (await api("/cars")).text();
    const card = list.split("<article").find((chunk) => chunk.includes(`data-car-id="${carId}"`));
    expect(card).toContain('data-testid="reserved-badge"');
    const proposal = await api("/api/contact-tickets", {
      method: "POST",
      json: { name: "Interessado", phone: "11912345678", message: "Ainda posso fazer proposta?", carId },
    });
    expect(proposal.status).toBe(201);
  });

  it("makes one active reservation per car: 409 'Carro já reservado', also among concurrent requests", async () => {
    const first = await newCar();
    expect((await reserve(first, vendedor)).status).toBe(201);
    const second = await reserve(first, gerente, { clientName: "Outro Cliente" });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: CAR_ALREADY_RESERVED });

    const raced = await newCar();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        reserve(raced, index % 2 ? vendedor : gerente, { clientName: `Cliente ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(await answer.json()).toEqual({ error: CAR_ALREADY_RESERVED });
    expect(await testDb().carReservation.count({ where: { carId: raced, endedAt: null } })).toBe(1);
  });

  it("is the database's rule: a second open row for a car is refused whatever writes it", async () => {
    const carId = await newCar();
    const row = {
      carId,
      clientName: "Direto no Banco",
      clientPhone: "11987654321",
      deposit: "100.00",
      until: new Date(`${until}T00:00:00.000Z`),
      createdById: gerente.id,
    };
    await testDb().carReservation.create({ data: row });
    await expect(testDb().carReservation.create({ data: row })).rejects.toMatchObject({ code: "P2002" });
  });

  it("answers 409 'Carro vendido' for a sold car", async () => {
    const carId = await newCar({ status: "sold" });
    const response = await reserve(carId, gerente);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: CAR_SOLD });
  });

  it("refuses bad input with the field's pt-BR message", async () => {
    const carId = await newCar();
    const cases: Array<[object, string, string]> = [
      [{ until: addDays(today, -1) }, "until", UNTIL_OUT_OF_RANGE],
      [{ until: addDays(today, 8) }, "until", UNTIL_OUT_OF_RANGE],
      [{ until: "amanhã" }, "until", "Data inválida"],
      [{ deposit: -10 }, "deposit", "O sinal não pode ser negativo"],
      [{ deposit: null }, "deposit", "Valor do sinal é obrigatório"],
      [{ clientName: "" }, "clientName", "Nome do cliente é obrigatório"],
      [{ clientPhone: "1234" }, "clientPhone", "Digite um telefone válido (10 ou 11 dígitos)"],
    ];
    for (const [body, field, message] of cases) {
      const response = await reserve(carId, gerente, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(answer.error, JSON.stringify(body)).toBe(message);
      expect(answer.fields[field]).toBe(message);
    }
    expect(await testDb().carReservation.count({ where: { carId } })).toBe(0);
    // The last allowed day is 7 days ahead, and a deposit of zero is a reservation without a deposit.
    expect((await reserve(carId, gerente, { until: addDays(today, 7), deposit: 0 })).status).toBe(201);
  });

  it("answers 401 signed out, 403 without the cars permission, 404 for an unknown car", async () => {
    const carId = await newCar();
    expect((await reserve(carId, null)).status).toBe(401);
    const denied = await reserve(carId, ajudante);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: "Você não tem permissão para esta ação." });
    const unknown = await reserve("cnotarealcar00000000000000", gerente);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Carro não encontrado" });
  });
});

describe("DELETE /api/cars/{id}/reservation", () => {
  it("lets a vendedor end only their own (403), a gerente any; 404 once none is active; audited", async () => {
    const carId = await newCar();
    expect((await reserve(carId, vendedor)).status).toBe(201);
    const cancel = (session: SignedInUser) =>
      api(`/api/cars/${carId}/reservation`, { method: "DELETE", session });

    const denied = await cancel(otherVendedor);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: OWN_RESERVATIONS_ONLY });

    const done = await cancel(vendedor);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true });
    expect(await carOf(carId)).toMatchObject({ reserved: false });
    expect(await carOf(carId, gerente)).toMatchObject({ reserved: false, reservation: null });

    const again = await cancel(gerente);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: NO_ACTIVE_RESERVATION });

    expect((await reserve(carId, otherVendedor)).status).toBe(201);
    expect((await cancel(gerente)).status).toBe(200);

    const row = await testDb().carReservation.findFirst({ where: { carId, createdById: vendedor.id } });
    expect(row).toMatchObject({ endReason: "cancelled", endedById: vendedor.id });
    const entries = await testDb().auditEntry.findMany({
      where: { entity: "car", entityId: carId },
      orderBy: { at: "asc" },
    });
    expect(entries.map((entry) => [entry.actorId, entry.action])).toEqual([
      [vendedor.id, "update"],
      [vendedor.id, "update"],
      [otherVendedor.id, "update"],
      [gerente.id, "update"],
    ]);
    expect(entries[0]!.changes).toEqual({
      reservation: [
        null,
        { clientName: "Maria Reserva Souza", clientPhone: "11987654321", deposit: 2_500.5, until },
      ],
    });
    expect(entries[1]!.changes).toEqual({
      reservation: [
        { clientName: "Maria Reserva Souza", clientPhone: "11987654321", deposit: 2_500.5, until },
        null,
      ],
    });
  });
});

describe("the end of a reservation", () => {
  it("comes with the close of its last day: it no longer holds the car, and the next one ends its row", async () => {
    const carId = await newCar();
    const yesterday = addDays(today, -1);
    await testDb().carReservation.create({
      data: {
        carId,
        clientName: "Reserva Vencida",
        clientPhone: "11987654321",
        deposit: "500.00",
        until: new Date(`${yesterday}T00:00:00.000Z`),
        createdById: gerente.id,
      },
    });
    await publishCars([carId]);
    expect(await carOf(carId)).toMatchObject({ reserved: false });
    expect(await carOf(carId, gerente)).toMatchObject({ reserved: false, reservation: null });
    expect((await api(`/api/cars/${carId}/reservation/receipt.pdf`, { session: gerente })).status).toBe(404);

    expect((await reserve(carId, gerente)).status).toBe(201);
    const over = await testDb().carReservation.findFirst({ where: { carId, clientName: "Reserva Vencida" } });
    expect(over).toMatchObject({ endReason: "expired", endedAt: saoPauloMidnight(today) });
  });

  it("comes with a closed sale of the car", async () => {
    const carId = await newCar({ price: 99_000 });
    expect((await reserve(carId, vendedor)).status).toBe(201);
    const sale = await api("/api/sales", {
      method: "POST",
      session: gerente,
      json: {
        carId,
        clientName: "Maria Reserva Souza",
        clientPhone: "11987654321",
        salePrice: 99_000,
        paymentMethod: "cash",
        salesperson: "Gerente",
        saleDate: today,
        status: "closed",
      },
    });
    expect(sale.status).toBe(201);
    expect(await carOf(carId, gerente)).toMatchObject({ status: "sold", reserved: false, reservation: null });
    expect(await testDb().carReservation.findFirst({ where: { carId } })).toMatchObject({
      endReason: "sold",
      endedById: gerente.id,
    });
  });
});

describe("GET /api/cars/{id}/reservation/receipt.pdf", () => {
  it("is the 'Recibo de Sinal' with the dealer, the client, the car, the deposit in figures and words and the day", async () => {
    const carId = await newCar({ brand: "Toyota", model: "Yaris Sinal", year: "2023", color: "Branco" });
    expect((await reserve(carId, vendedor)).status).toBe(201);
    const response = await api(`/api/cars/${carId}/reservation/receipt.pdf`, { session: otherVendedor });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="recibo_sinal_\d{4}-\d{2}-\d{2}_/,
    );
    const { bytes, text } = await pdfText(response);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    for (const expected of [
      "Recibo de Sinal",
      "Auto Premium Seminovos",
      "12.345.678/0001-95",
      "Maria Reserva Souza",
      "(11) 98765-4321",
      "R$ 2.500,50",
      "dois mil e quinhentos reais e cinquenta centavos",
      formatDateBR(until),
      "Toyota",
      "Yaris Sinal",
      "Branco",
    ])
      expect(text).toContain(expected);
  });

  it("answers 404 without an active reservation, 401 signed out and 403 without the cars permission", async () => {
    const carId = await newCar();
    const none = await api(`/api/cars/${carId}/reservation/receipt.pdf`, { session: gerente });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: NO_ACTIVE_RESERVATION });
    expect((await reserve(carId, gerente)).status).toBe(201);
    expect((await api(`/api/cars/${carId}/reservation/receipt.pdf`)).status).toBe(401);
    expect((await api(`/api/cars/${carId}/reservation/receipt.pdf`, { session: ajudante })).status).toBe(403);
  });
});
