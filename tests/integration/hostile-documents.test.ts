import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { apiUrl } from "../helpers/db";
import { expectJsonError } from "../helpers/hostile";

// Documents that would say something false are not issued: a receipt of full payment or a warranty term only for a
// closed sale, no contract for a cancelled one. And the Meta catalog feed, a spreadsheet to anyone who opens it,
// never carries a cell a spreadsheet would run as a formula.

const cars: string[] = [];
let gerente: SignedInUser;

beforeAll(async () => {
  gerente = await signedInAs("gerente");
});

afterAll(() => removeCars(cars));

async function saleWithStatus(status: "negotiating" | "closed" | "cancelled"): Promise<string> {
  const car = await createCar({ brand: "Honda", model: `Civic ${status}` });
  cars.push(car.id);
  const response = await api("/api/sales", {
    method: "POST",
    session: gerente,
    json: {
      carId: car.id,
      clientName: "Bruno Lima",
      clientPhone: "(11) 98765-4321",
      clientDocument: "529.982.247-25",
      salePrice: 120_000,
      paymentMethod: "cash",
      salesperson: "Rafael",
      saleDate: "2026-11-20",
      status,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { sale: { id: string } }).sale.id;
}

describe("sale documents follow the sale's status", () => {
  const sales: Record<string, string> = {};

  beforeAll(async () => {
    for (const status of ["negotiating", "closed", "cancelled"] as const)
      sales[status] = await saleWithStatus(status);
  });

  it.each([
    ["receipt", "negotiating", 409],
    ["receipt", "cancelled", 409],
    ["receipt", "closed", 200],
    ["warranty", "negotiating", 409],
    ["warranty", "cancelled", 409],
    ["warranty", "closed", 200],
    ["contract", "negotiating", 200],
    ["contract", "cancelled", 409],
    ["contract", "closed", 200],
  ] as const)("%s.pdf of a %s sale answers %i", async (kind, status, expected) => {
    const response = await api(`/api/sales/${sales[status]}/${kind}.pdf`, { session: gerente });
    if (expected === 200) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
    } else {
      const body = await expectJsonError(response, 409, `${kind} ${status}`);
      expect(body.error).toMatch(/venda/i);
    }
  });

  it("follows a status change: the receipt of a sale closed later is issued, of one cancelled later is not", async () => {
    const id = await saleWithStatus("negotiating");
    expect((await api(`/api/sales/${id}/receipt.pdf`, { session: gerente })).status).toBe(409);
    const closed = await api(`/api/sales/${id}`, {
      method: "PUT",
      json: { status: "closed" },
      session: gerente,
    });
    expect(closed.status).toBe(200);
    expect((await api(`/api/sales/${id}/receipt.pdf`, { session: gerente })).status).toBe(200);
    const cancelled = await api(`/api/sales/${id}`, {
      method: "PUT",
      json: { status: "cancelled" },
      session: gerente,
    });
    expect(cancelled.status).toBe(200);
    expect((await api(`/api/sales/${id}/receipt.pdf`, { session: gerente })).status).toBe(409);
  });
});

/** RFC 4180 rows (the feed's quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  return rows;
}

describe("the Meta feed neutralises spreadsheet formulas", () => {
  it.each([
    ["=", '=HYPERLINK("http://evil.example","Clique")'],
    ["+", "+1+1"],
    ["-", "-2+3"],
    ["@", "@SUM(A1:A9)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
  ])("prefixes ' to a cell starting with %s, and keeps the columns Meta checks", async (_label, hostile) => {
    const car = await createCar({
      brand: "Fiat",
      model: hostile.trim() || "x",
      color: hostile,
      description: hostile,
    });
    cars.push(car.id);
    await publishCars([car.id]);
    let record: Record<string, string> | undefined;
    const deadline = Date.now() + 5_000;
    while (!record && Date.now() < deadline) {
      const rows = parseCsv(await (await fetch(apiUrl("/feeds/meta-vehicles.csv"))).text());
      const header = rows[0]!;
      record = rows
        .slice(1)
        .map((row) => Object.fromEntries(row.map((cell, index) => [header[index], cell])))
        .find((entry) => entry.vehicle_id === car.id);
      if (!record) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(record).toBeDefined();
    // The description is trimmed first (a blank start is no content), the colour is not.
    expect(record!.description).toBe(`'${hostile.trim()}`);
    expect(record!.exterior_color).toBe(`'${hostile}`);
    if (/^[=+\-@\t\r]/.test(hostile.trim() || "x")) expect(record!.model).toBe(`'${hostile.trim()}`);
    expect(record).toMatchObject({
      vehicle_id: car.id,
      make: "Fiat",
      price: "99900 BRL",
      "mileage.value": "25000",
      "mileage.unit": "KM",
      state_of_vehicle: "USED",
      availability: "available",
    });
    expect(record!.title).toMatch(/^Fiat /);
    expect(record!.url).toMatch(/^https?:\/\//);
  });
});
