import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ApiCar } from "@/lib/cars/dto";
import { FIPE_ALL_OR_NONE } from "@/lib/cars/schema";
import { api, signedInAs, type SignedInUser } from "@/tests/helpers/auth";
import { publishCars, removeCars, uniqueWord } from "@/tests/helpers/car-factory";
import { apiUrl, testDb } from "@/tests/helpers/db";

// The Tabela FIPE reference and the price history through the production server: the FIPE fields' all-or-none
// rule, every price recorded with who set it (the creation included), the 'Baixou' drop of the last 30 days for
// everyone, the history for staff with the cars permission only, and the showroom's cached reads keeping up.

type Answer = { car?: ApiCar; error?: string; fields?: Record<string, string> };

let gerente: SignedInUser;
let vendedor: SignedInUser;
let ajudante: SignedInUser;
const created: string[] = [];

beforeAll(async () => {
  [gerente, vendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
});

afterAll(async () => {
  await removeCars(created);
});

const fipe = { fipeCode: "005340-6", fipePrice: 100_000, fipeReferenceMonth: "2026-10" };

const newCar = (overrides: Record<string, unknown> = {}) => ({
  brand: "Honda",
  model: uniqueWord("Fit"),
  year: "2022",
  price: 95_000,
  mileage: 30_000,
  color: "Prata",
  ...overrides,
});

async function post(body: unknown, session: SignedInUser = gerente) {
  const response = await api("/api/cars", { method: "POST", json: body, session });
  const json = (await response.json()) as Answer;
  if (json.car) created.push(json.car.id);
  return { status: response.status, body: json };
}

async function put(id: string, body: unknown, session: SignedInUser = gerente) {
  const response = await api(`/api/cars/${id}`, { method: "PUT", json: body, session });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function read(id: string, session: SignedInUser | null = null): Promise<ApiCar> {
  const response = await api(`/api/cars/${id}`, { session });
  expect(response.status).toBe(200);
  return ((await response.json()) as { car: ApiCar }).car;
}

describe("the Tabela FIPE reference", () => {
  it("is stored with the car when all three are sent, and returned to everyone", async () => {
    const { status, body } = await post(newCar(fipe));
    expect(status).toBe(201);
    expect(body.car).toMatchObject(fipe);
    expect(await read(body.car!.id)).toMatchObject(fipe);
    // Cleared together.
    const cleared = await put(body.car!.id, { fipeCode: null, fipePrice: "", fipeReferenceMonth: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.car).toMatchObject({ fipeCode: null, fipePrice: null, fipeReferenceMonth: null });
  });

  it("is refused with a pt-BR message in `fields` when only part of it is sent", async () => {
    const partial = await post(newCar({ fipeCode: fipe.fipeCode, fipePrice: fipe.fipePrice }));
    expect(partial.status).toBe(400);
    expect(partial.body).toEqual({
      error: FIPE_ALL_OR_NONE,
      fields: { fipeReferenceMonth: FIPE_ALL_OR_NONE },
    });

    const { body } = await post(newCar(fipe));
    const alone = await put(body.car!.id, { fipePrice: 98_000 });
    expect(alone.status).toBe(400);
    expect(alone.body.fields).toEqual({ fipeCode: FIPE_ALL_OR_NONE, fipeReferenceMonth: FIPE_ALL_OR_NONE });

    const badCode = await put(body.car!.id, { ...fipe, fipeCode: "5340-6" });
    expect(badCode.status).toBe(400);
    expect(badCode.body.fields?.fipeCode).toBe("Código FIPE inválido: use o formato 000000-0");
    const badMonth = await put(body.car!.id, { ...fipe, fipeReferenceMonth: "10/2026" });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.fields?.fipeReferenceMonth).toBe(
      "Mês de referência inválido: use o formato AAAA-MM",
    );
    expect(await read(body.car!.id)).toMatchObject(fipe);
  });
});

describe("the price history", () => {
  it("records the creation and each change, with who set it, newest first, for staff only", async () => {
    const { body } = await post(newCar({ price: 95_000 }));
    const id = body.car!.id;
    expect(body.car).toMatchObject({ priceDrop: null });

    expect((await put(id, { price: 92_000 }, vendedor)).status).toBe(200);
    // The same price again, or other fields, change nothing in the history.
    expect((await put(id, { price: "92000,00", color: "Preto" }, gerente)).status).toBe(200);
    expect((await put(id, { price: 93_500.5 }, gerente)).status).toBe(200);

    const staff = await read(id, gerente);
    expect(staff.priceHistory?.map(({ price, by }) => ({ price, by }))).toEqual([
      { price: 93_500.5, by: gerente.email },
      { price: 92_000, by: vendedor.email },
      { price: 95_000, by: gerente.email },
    ]);
    const moments = staff.priceHistory!.map((entry) => Date.parse(entry.changedAt));
    expect([...moments].sort((a, b) => b - a)).toEqual(moments);
    expect((await read(id, vendedor)).priceHistory).toHaveLength(3);

    // Nobody without the cars permission gets it: anonymous visitors, a helper, the stock list.
    expect(await read(id)).not.toHaveProperty("priceHistory");
    expect(await read(id, ajudante)).not.toHaveProperty("priceHistory");
    const listed = (await (await api("/api/cars?status=all", { session: gerente })).json()) as {
      cars: ApiCar[];
    };
    expect(listed.cars.find((car) => car.id === id)).not.toHaveProperty("priceHistory");
  });

  it("records nothing for a refused update", async () => {
    const { body } = await post(newCar({ price: 80_000 }));
    const id = body.car!.id;
    expect((await put(id, { price: 70_000, mileage: -1 })).status).toBe(400);
    expect((await read(id, gerente)).priceHistory).toHaveLength(1);
    expect(await testDb().carPriceChange.count({ where: { carId: id } })).toBe(1);
  });
});

describe("priceDrop", () => {
  it("is the latest change when it lowered the price within 30 days, for everyone, list and showroom included", async () => {
    const model = uniqueWord("Drop");
    const { body } = await post(newCar({ model, price: 95_000 }));
    const id = body.car!.id;
    // Read once so the anonymous answers are cached, and must follow the edit.
    expect((await read(id)).priceDrop).toBeNull();

    const dropped = await put(id, { price: 91_000 });
    expect(dropped.body.car?.priceDrop).toMatchObject({ from: 95_000, to: 91_000 });
    for (const car of [await read(id), await read(id, gerente)]) {
      expect(car.priceDrop).toMatchObject({ from: 95_000, to: 91_000 });
      expect(Date.now() - Date.parse(car.priceDrop!.changedAt)).toBeLessThan(60_000);
    }
    const listed = (await (await fetch(apiUrl(`/api/cars?search=${model}`))).json()) as { cars: ApiCar[] };
    expect(listed.cars.map((car) => car.priceDrop?.from)).toEqual([95_000]);
    const page = await (await fetch(apiUrl(`/car/${id}`))).text();
    expect(page).toContain("Baixou R$\u00a04.000");

    // Two drops in a row: the badge says the last step.
    await put(id, { price: 90_000 });
    expect((await read(id)).priceDrop).toMatchObject({ from: 91_000, to: 90_000 });
    // A raise ends it.
    await put(id, { price: 90_500 });
    expect((await read(id)).priceDrop).toBeNull();
    expect(await (await fetch(apiUrl(`/car/${id}`))).text()).not.toContain("Baixou");
  });

  it("is null once the drop is more than 30 days old", async () => {
    const { body } = await post(newCar({ price: 95_000 }));
    const id = body.car!.id;
    await put(id, { price: 85_000 });
    expect((await read(id)).priceDrop).not.toBeNull();

    const db = testDb();
    const latest = await db.carPriceChange.findFirstOrThrow({
      where: { carId: id },
      orderBy: { changedAt: "desc" },
    });
    await db.carPriceChange.update({
      where: { id: latest.id },
      data: { changedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) },
    });
    await publishCars([id]);
    // The tags were bumped in the database, as another instance would: the server sees it within its check period.
    await expect.poll(async () => (await read(id)).priceDrop, { timeout: 10_000 }).toBeNull();
    expect((await read(id, gerente)).priceDrop).toBeNull();
  });
});

describe("the showroom", () => {
  it("says how far below the Tabela FIPE the car is on its page, and claims nothing in the structured data", async () => {
    const { body } = await post(newCar({ ...fipe, price: 95_900 }));
    const html = await (await fetch(apiUrl(`/car/${body.car!.id}`))).text();
    expect(html).toContain("R$\u00a04.100 (4%) abaixo da Tabela FIPE");
    expect(html).toContain("ref. out/2026");
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join("\n");
    expect(jsonLd).toContain("Offer");
    expect(jsonLd).not.toMatch(/fipe|005340|100000/i);
  });
});
