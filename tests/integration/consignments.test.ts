import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  CAR_NOT_SOLD_YET,
  CONSIGNMENT_ALL_OR_NONE,
  CONSIGNMENT_END_BEFORE_START,
  NOT_CONSIGNED,
} from "@/lib/consignments/schema";
import { addDays, formatDateBR, saoPauloDate } from "@/lib/format/dates";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createExpense } from "../helpers/business-records";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import { pdfText } from "../helpers/pdf-text";

// Consignment (docs/business-rules.md "Consignment"): six staff-only fields on the car, its contract and
// settlement PDFs, the consigned car's profit in the reports and the consignments report.

let gerente: SignedInUser;
let vendedor: SignedInUser;
let ajudante: SignedInUser;
const cars: string[] = [];
const today = saoPauloDate(new Date());

const consignment = (overrides: object = {}) => ({
  ownerName: "Joaquim Consignante Teixeira",
  ownerDocument: "529.982.247-25",
  ownerPhone: "(11) 97777-6666",
  netToOwner: 70_000,
  startDate: addDays(today, -30),
  endDate: addDays(today, 5),
  ...overrides,
});

async function newCar(input: Parameters<typeof createCar>[0] = {}) {
  const car = await createCar({ brand: "Fiat", model: "Pulse Consignado", ...input });
  cars.push(car.id);
  return car.id;
}

const putCar = (carId: string, json: object, session: SignedInUser = gerente) =>
  api(`/api/cars/${carId}`, { method: "PUT", json, session });

async function sell(carId: string, salePrice: number, saleDate = today) {
  const response = await api("/api/sales", {
    method: "POST",
    session: gerente,
    json: {
      carId,
      clientName: "Comprador Final",
      clientPhone: "11912345678",
      salePrice,
      paymentMethod: "cash",
      salesperson: "Gerente",
      saleDate,
      status: "closed",
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()).sale as { id: string };
}

beforeAll(async () => {
  [gerente, vendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
});
afterAll(() => removeCars(cars));

describe("a car's consignment", () => {
  it("is stored with the car and read back by staff; null removes it; every change is audited", async () => {
    const created = await api("/api/cars", {
      method: "POST",
      session: vendedor,
      json: {
        brand: "Fiat",
        model: "Toro Consignada",
        year: "2021",
        price: 120_000,
        mileage: 40_000,
        color: "Cinza",
        minimumPrice: 110_000,
        consignment: consignment(),
      },
    });
    expect(created.status).toBe(201);
    const { car } = await created.json();
    cars.push(car.id);
    expect(car).toMatchObject({
      minimumPrice: 110_000,
      consignment: {
        ownerName: "Joaquim Consignante Teixeira",
        ownerDocument: "52998224725",
        ownerPhone: "11977776666",
        netToOwner: 70_000,
        startDate: addDays(today, -30),
        endDate: addDays(today, 5),
      },
    });

    const changed = await putCar(car.id, { consignment: consignment({ netToOwner: 72_500 }) });
    expect((await changed.json()).car.consignment.netToOwner).toBe(72_500);
    const removed = await putCar(car.id, { consignment: null });
    expect((await removed.json()).car.consignment).toBeNull();
    expect(await testDb().carConsignment.count({ where: { carId: car.id } })).toBe(0);

    const entries = await testDb().auditEntry.findMany({
      where: { entity: "car", entityId: car.id },
      orderBy: { at: "asc" },
    });
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "update"]);
    expect((entries[0]!.changes as Record<string, unknown>).consignment).toEqual([
      null,
      expect.objectContaining({ ownerName: "Joaquim Consignante Teixeira", netToOwner: 70_000 }),
    ]);
    expect((entries[1]!.changes as Record<string, unknown[]>).consignment![1]).toMatchObject({
      netToOwner: 72_500,
    });
    expect((entries[2]!.changes as Record<string, unknown[]>).consignment![1]).toBeNull();
  });

  it("is all six fields or none, with valid CPF/CNPJ and dates (400 with the field's message)", async () => {
    const carId = await newCar();
    const { ownerPhone: _phone, ...five } = consignment();
    const partial = await putCar(carId, { consignment: five });
    expect(partial.status).toBe(400);
    expect(await partial.json()).toMatchObject({
      error: CONSIGNMENT_ALL_OR_NONE,
      fields: { "consignment.ownerPhone": CONSIGNMENT_ALL_OR_NONE },
    });
    const cases: Array<[object, string, string]> = [
      [{ ownerDocument: "529.982.247-24" }, "consignment.ownerDocument", "CPF/CNPJ inválido"],
      [{ netToOwner: 0 }, "consignment.netToOwner", "O valor do proprietário deve ser maior que zero"],
      [{ endDate: addDays(today, -31) }, "consignment.endDate", CONSIGNMENT_END_BEFORE_START],
      [{ startDate: "2026-02-30" }, "consignment.startDate", "Data inválida"],
    ];
    for (const [change, field, message] of cases) {
      const response = await putCar(carId, { consignment: consignment(change) });
      expect(response.status, field).toBe(400);
      const body = await response.json();
      expect(body.error, field).toBe(message);
      expect(body.fields[field], field).toBe(message);
    }
    expect(await testDb().carConsignment.count({ where: { carId } })).toBe(0);
  });
});

describe("the staff-only fields (consignment, minimum price, the reservation's client)", () => {
  it("never reach a public answer, another role, the pages, their JSON-LD, the sitemap or the feeds", async () => {
    const carId = await newCar({ model: "Fastback Segredo", isFeatured: true });
    expect((await putCar(carId, { minimumPrice: 91_234.56, consignment: consignment() })).status).toBe(200);
    const reserved = await api(`/api/cars/${carId}/reservation`, {
      method: "POST",
      session: gerente,
      json: {
        clientName: "Cliente Reserva Sigilosa",
        clientPhone: "(21) 96543-2109",
        deposit: 1_000,
        until: today,
      },
    });
    expect(reserved.status).toBe(201);
    await publishCars([carId]);

    const secrets = [
      "Joaquim Consignante Teixeira",
      "52998224725",
      "529.982.247-25",
      "11977776666",
      "(11) 97777-6666",
      "91234.56",
      "91.234,56",
      "91234,56",
      "Cliente Reserva Sigilosa",
      "21965432109",
      "(21) 96543-2109",
    ];
    const answers = [
      await api(`/api/cars/${carId}`),
      await api("/api/cars?status=all"),
      await api(`/api/cars/${carId}`, { session: ajudante }),
      await api("/api/cars", { session: ajudante }),
      await api(`/car/${carId}`),
      await api("/"),
      await api("/cars"),
      await api("/sitemap.xml"),
      await api("/feeds/google-vehicles.xml"),
      await api("/feeds/meta-vehicles.csv"),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBe(200);
      const text = await response.text();
      for (const secret of secrets) expect(text, `${response.url}: ${secret}`).not.toContain(secret);
    }

    const page = await (await api(`/car/${carId}`)).text();
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const data of jsonLd) {
      for (const key of ["consignment", "minimumPrice", "netToOwner", "ownerName", "reservation"])
        expect(data).not.toContain(key);
    }

    for (const session of [null, ajudante]) {
      const { car } = await (await api(`/api/cars/${carId}`, { session })).json();
      for (const field of ["minimumPrice", "consignment", "reservation", "reservedUntil", "purchasePrice"])
        expect(car, field).not.toHaveProperty(field);
      expect(car.reserved).toBe(true);
    }
    const { car } = await (await api(`/api/cars/${carId}`, { session: vendedor })).json();
    expect(car).toMatchObject({
      minimumPrice: 91_234.56,
      consignment: { ownerDocument: "52998224725" },
      reservation: { clientName: "Cliente Reserva Sigilosa" },
    });
  });
});

describe("the consignment's PDFs", () => {
  it("the contract names the owner in full, the dealer, the car, the owner's amount in figures and words, the dates", async () => {
    const carId = await newCar({ model: "Strada Contrato", color: "Vermelho" });
    expect((await putCar(carId, { consignment: consignment() })).status).toBe(200);
    const response = await api(`/api/cars/${carId}/consignment/contract.pdf`, { session: vendedor });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contrato_consignacao_/,
    );
    const { text } = await pdfText(response);
    for (const expected of [
      "Contrato de Consignação de Veículo",
      "Auto Premium Seminovos",
      "12.345.678/0001-95",
      "Joaquim Consignante Teixeira",
      "529.982.247-25",
      "(11) 97777-6666",
      "R$ 70.000,00",
      "setenta mil reais",
      formatDateBR(addDays(today, -30)),
      formatDateBR(addDays(today, 5)),
      "Strada Contrato",
      "Vermelho",
    ])
      expect(text, expected).toContain(expected);
  });

  it("the settlement is 409 'Carro ainda não vendido' before a closed sale, then splits the sale price", async () => {
    const carId = await newCar({ model: "Mobi Acerto" });
    expect((await putCar(carId, { consignment: consignment() })).status).toBe(200);
    const before = await api(`/api/cars/${carId}/consignment/settlement.pdf`, { session: gerente });
    expect(before.status).toBe(409);
    expect(await before.json()).toEqual({ error: CAR_NOT_SOLD_YET });

    await sell(carId, 95_000.5);
    const response = await api(`/api/cars/${carId}/consignment/settlement.pdf`, { session: vendedor });
    expect(response.status).toBe(200);
    const { text } = await pdfText(response);
    for (const expected of [
      "Acerto de Consignação",
      "Preço de venda: R$ 95.000,50",
      "Devido ao proprietário: R$ 70.000,00 (setenta mil reais)",
      "Parte da loja: R$ 25.000,50",
      `Data da venda: ${formatDateBR(today)}`,
      "Joaquim Consignante Teixeira",
      "Mobi Acerto",
    ])
      expect(text, expected).toContain(expected);
  });

  it("answer 404 for a car without a consignment, 401 signed out, 403 without the cars permission", async () => {
    const plain = await newCar();
    for (const kind of ["contract", "settlement"]) {
      const response = await api(`/api/cars/${plain}/consignment/${kind}.pdf`, { session: gerente });
      expect(response.status, kind).toBe(404);
      expect(await response.json()).toEqual({ error: NOT_CONSIGNED });
      expect((await api(`/api/cars/${plain}/consignment/${kind}.pdf`)).status).toBe(401);
      expect((await api(`/api/cars/${plain}/consignment/${kind}.pdf`, { session: ajudante })).status).toBe(
        403,
      );
    }
  });
});

describe("a consigned car's profit in GET /api/reports/cars", () => {
  it("is sale price − the amount due to the owner − its expenses, its purchase price ignored", async () => {
    const carId = await newCar({ purchasePrice: 80_000, model: "Argo Lucro" });
    expect((await putCar(carId, { consignment: consignment({ netToOwner: 70_000 }) })).status).toBe(200);
    await createExpense({ amount: 1_250.25, carId });
    const sale = await sell(carId, 95_000);
    const report = await (await api("/api/reports/cars?pageSize=200", { session: gerente })).json();
    const row = report.soldCars.find((candidate: { saleId: string }) => candidate.saleId === sale.id);
    expect(row).toMatchObject({
      carId,
      salePrice: 95_000,
      purchasePrice: 80_000,
      netToOwner: 70_000,
      expenses: 1_250.25,
      profit: 23_749.75,
      daysInStock: 30,
    });
    expect(report.totals.netToOwner).toBeGreaterThanOrEqual(70_000);
  });
});

describe("GET /api/reports/consignments", () => {
  it("lists every consigned car, ending soonest first, with its days left and status", async () => {
    const ending = await newCar({ model: "Cronos Termina" });
    const expired = await newCar({ model: "Cronos Venceu" });
    const later = await newCar({ model: "Cronos Depois" });
    const sold = await newCar({ model: "Cronos Vendido" });
    const set = (carId: string, endDate: string) => putCar(carId, { consignment: consignment({ endDate }) });
    expect((await set(ending, addDays(today, 3))).status).toBe(200);
    expect((await set(expired, addDays(today, -2))).status).toBe(200);
    expect((await set(later, addDays(today, 30))).status).toBe(200);
    expect((await set(sold, addDays(today, 10))).status).toBe(200);
    await sell(sold, 80_000);

    const response = await api("/api/reports/consignments", { session: gerente });
    expect(response.status).toBe(200);
    const { cars: rows } = (await response.json()) as { cars: Array<Record<string, unknown>> };
    const ours = rows.filter((row) => [ending, expired, later, sold].includes(row.carId as string));
    expect(ours).toEqual([
      {
        carId: expired,
        brand: "Fiat",
        model: "Cronos Venceu",
        year: "2022",
        ownerName: "Joaquim Consignante Teixeira",
        netToOwner: 70_000,
        endDate: addDays(today, -2),
        daysLeft: -2,
        status: "expired",
      },
      expect.objectContaining({ carId: ending, daysLeft: 3, status: "active" }),
      expect.objectContaining({ carId: sold, daysLeft: 10, status: "sold" }),
      expect.objectContaining({ carId: later, daysLeft: 30, status: "active" }),
    ]);
    const endDates = rows.map((row) => row.endDate as string);
    expect(endDates).toEqual([...endDates].sort());
  });

  it("is for the reports permission: 401 signed out, 403 for a vendedor", async () => {
    expect((await api("/api/reports/consignments")).status).toBe(401);
    expect((await api("/api/reports/consignments", { session: vendedor })).status).toBe(403);
  });
});
