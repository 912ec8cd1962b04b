import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STAFF_ONLY_CAR_FIELDS } from "@/lib/cars/select";
import { INVALID_SORT_MESSAGE } from "@/lib/cars/sort";

import { api, signedInAs } from "../helpers/auth";
import {
  API_CAR_FIELDS,
  INTERNAL_CAR_KEYS,
  createCar,
  publishCars,
  removeCars,
  uniqueWord,
} from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";

// GET /api/cars and GET /api/cars/{id} (docs/business-rules.md "Cars"), against the production build and a real database.

type ApiCar = Record<string, unknown> & { id: string; brand: string; status: string };

const get = async (path: string) => {
  const response = await fetch(apiUrl(path));
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
};
const carsOf = (body: Record<string, unknown>) => body.cars as ApiCar[];

describe("GET /api/cars", () => {
  const brand = uniqueWord("Marca");
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.old = (
      await createCar({
        brand,
        year: "2019/2020",
        price: 60_000,
        mileage: 90_000,
        engine: "1.6",
        isTurbo: false,
        description: "Revisado, pneus novos",
      })
    ).id;
    ids.mid = (
      await createCar({
        brand,
        year: "2021",
        price: 95_000,
        mileage: 40_000,
        engine: "2.0",
        isTurbo: true,
        transmission: "CVT",
      })
    ).id;
    ids.new = (
      await createCar({
        brand,
        year: "2023",
        price: 180_000,
        mileage: 8_000,
        engine: "Elétrico",
        fuel: "Elétrico",
        isTurbo: false,
      })
    ).id;
    ids.sold = (await createCar({ brand, year: "2020", price: 70_000, status: "sold" })).id;
    await publishCars(Object.values(ids));
  });
  afterAll(() => removeCars(Object.values(ids)));

  it("lists the available stock as {cars, total}, without sold cars and without any staff-only field", async () => {
    const { status, headers, body } = await get("/api/cars");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/json");
    const cars = carsOf(body);
    expect(body.total).toBe(cars.length);
    expect(cars.every((car) => car.status === "available")).toBe(true);
    expect(cars.map((car) => car.id)).toEqual(expect.arrayContaining([ids.old, ids.mid, ids.new]));
    expect(cars.map((car) => car.id)).not.toContain(ids.sold);
    expect(cars.some((car) => "purchasePrice" in car || "purchaseDate" in car)).toBe(false);
    // The purchase, the registration data, the minimum price, the consignment and the reservation's client
    // (tests/integration/consignments.test.ts follows them onto every public surface).
    for (const field of STAFF_ONLY_CAR_FIELDS)
      expect(
        cars.some((car) => field in car),
        field,
      ).toBe(false);
    const available = await testDb().car.count({ where: { status: "available" } });
    expect(body.total).toBe(available);
  });

  it("shapes each car as docs/business-rules.md 'Cars' says, with the snake_case counters", async () => {
    const car = carsOf((await get(`/api/cars?brand=${brand}&yearFrom=2021`)).body)[0]!;
    for (const field of API_CAR_FIELDS) expect(car, field).toHaveProperty(field);
    for (const field of [...STAFF_ONLY_CAR_FIELDS, ...INTERNAL_CAR_KEYS])
      expect(car, field).not.toHaveProperty(field);
    expect(car).toMatchObject({ id: ids.mid, year: "2021", price: 95_000, mileage: 40_000, isTurbo: true });
    expect(car.images).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^\/media\//),
        publicId: expect.any(String),
        width: 1600,
        height: 1200,
      }),
      expect.objectContaining({ width: 1600 }),
    ]);
  });

  it("applies the showroom filters from the query", async () => {
    const idsFor = async (query: string) =>
      carsOf((await get(`/api/cars?brand=${brand}&${query}`)).body)
        .map((car) => car.id)
        .sort();
    expect(await idsFor("")).toEqual([ids.old, ids.mid, ids.new].sort());
    expect(await idsFor("yearFrom=2019")).toEqual([ids.old]);
    expect(await idsFor("yearTo=2021")).toEqual([ids.old, ids.mid].sort());
    expect(await idsFor("yearFrom=2021&yearTo=2023")).toEqual([ids.mid, ids.new].sort());
    expect(await idsFor("priceFrom=95000&priceTo=180000")).toEqual([ids.mid, ids.new].sort());
    expect(await idsFor("mileageTo=40000")).toEqual([ids.mid, ids.new].sort());
    expect(await idsFor("engine=2.0%2B")).toEqual([ids.mid]);
    expect(await idsFor("engine=1.6")).toEqual([ids.old]);
    expect(await idsFor("isTurbo=true")).toEqual([ids.mid]);
    expect(await idsFor("isTurbo=false")).toEqual([ids.old, ids.new].sort());
    expect(await idsFor("transmission=CVT")).toEqual([ids.mid]);
    expect(await idsFor("fuel=El%C3%A9trico")).toEqual([ids.new]);
    expect(await idsFor("search=PNEUS")).toEqual([ids.old]);
    expect(await idsFor("search=2019")).toEqual([ids.old]);
  });

  it("returns sold cars only with status=sold, and both with status=all", async () => {
    const sold = carsOf((await get(`/api/cars?brand=${brand}&status=sold`)).body);
    expect(sold.map((car) => car.id)).toEqual([ids.sold]);
    expect(sold[0]?.status).toBe("sold");
    const all = carsOf((await get(`/api/cars?brand=${brand}&status=all`)).body);
    expect(all.map((car) => car.id).sort()).toEqual(Object.values(ids).sort());
  });

  it("answers 400 with a pt-BR error for a non-numeric bound or an unknown status", async () => {
    for (const query of [
      "priceFrom=abc",
      "priceTo=10mil",
      "mileageFrom=-5",
      "yearFrom=dois",
      "yearTo=2020a",
      "mileageTo=1e5",
    ]) {
      const { status, body } = await get(`/api/cars?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(/deve ser um número$/);
    }
    const status = await get("/api/cars?status=vendido");
    expect(status.status).toBe(400);
    expect(typeof status.body.error).toBe("string");
  });
});

describe("GET /api/cars sort", () => {
  const brand = uniqueWord("Ordem");
  const ids: Record<string, string> = {};

  // Created oldest first: without a sort the newest comes first among equals.
  beforeAll(async () => {
    ids.cheapOld = (await createCar({ brand, year: "2018", price: 50_000, mileage: 120_000 })).id;
    ids.featured = (
      await createCar({ brand, year: "2020/2021", price: 210_000, mileage: 30_000, isFeatured: true })
    ).id;
    ids.lowKm = (await createCar({ brand, year: "2022", price: 130_000, mileage: 5_000 })).id;
    ids.newest = (await createCar({ brand, year: "2024", price: 90_000, mileage: 15_000 })).id;
    ids.sold = (await createCar({ brand, year: "2025", price: 10_000, status: "sold" })).id;
    await publishCars(Object.values(ids));
  });
  afterAll(() => removeCars(Object.values(ids)));

  const order = async (query: string) => {
    const { status, body } = await get(`/api/cars?brand=${brand}${query}`);
    expect(status, query).toBe(200);
    return carsOf(body).map((car) => car.id);
  };

  it("orders by price, mileage and year as asked", async () => {
    expect(await order("&sort=price-asc")).toEqual([ids.cheapOld, ids.newest, ids.lowKm, ids.featured]);
    expect(await order("&sort=price-desc")).toEqual([ids.featured, ids.lowKm, ids.newest, ids.cheapOld]);
    expect(await order("&sort=mileage-asc")).toEqual([ids.lowKm, ids.newest, ids.featured, ids.cheapOld]);
    expect(await order("&sort=year-desc")).toEqual([ids.newest, ids.lowKm, ids.featured, ids.cheapOld]);
  });

  it("without a sort (or an empty one): featured first, then newest; sold cars after available ones", async () => {
    const expected = [ids.featured, ids.newest, ids.lowKm, ids.cheapOld];
    expect(await order("")).toEqual(expected);
    expect(await order("&sort=")).toEqual(expected);
    expect(await order("&status=all&sort=price-asc")).toEqual([
      ids.cheapOld,
      ids.newest,
      ids.lowKm,
      ids.featured,
      ids.sold,
    ]);
  });

  it("answers 400 with a pt-BR message for an unknown sort", async () => {
    for (const sort of ["preco", "price", "PRICE-ASC", "newest"]) {
      const { status, body } = await get(`/api/cars?sort=${sort}`);
      expect(status, sort).toBe(400);
      expect(body.error, sort).toBe(INVALID_SORT_MESSAGE);
    }
  });

  it("staff reading fresh rows get the same order", async () => {
    const response = await api(`/api/cars?brand=${brand}&sort=mileage-asc`, {
      session: await signedInAs("gerente"),
    });
    expect(response.status).toBe(200);
    const { cars } = (await response.json()) as { cars: ApiCar[] };
    expect(cars.map((car) => car.id)).toEqual([ids.lowKm, ids.newest, ids.featured, ids.cheapOld]);
    expect(cars[0]).toHaveProperty("purchasePrice");
  });
});

describe("GET /api/cars/{id}", () => {
  const created: string[] = [];
  let available = "";
  let sold = "";

  beforeAll(async () => {
    available = (await createCar({ features: ["Blindado", "Teto solar"], specifications: { Portas: "4" } }))
      .id;
    sold = (await createCar({ status: "sold" })).id;
    created.push(available, sold);
    await publishCars(created);
  });
  afterAll(() => removeCars(created));

  it("answers {car} for an available car and for a sold one", async () => {
    const first = await get(`/api/cars/${available}`);
    expect(first.status).toBe(200);
    expect(first.body.car).toMatchObject({
      id: available,
      status: "available",
      features: ["Blindado", "Teto solar"],
      specifications: { Portas: "4" },
    });
    expect(first.body.car).not.toHaveProperty("purchasePrice");
    const second = await get(`/api/cars/${sold}`);
    expect(second.status).toBe(200);
    expect(second.body.car).toMatchObject({ id: sold, status: "sold" });
  });

  it("answers 404 {error:'Carro não encontrado'} for unknown and malformed ids, never 500", async () => {
    for (const id of ["cnotarealcar00000000000000", "%3Cscript%3E", "a".repeat(300), "..%2F..%2Fetc"]) {
      const { status, body } = await get(`/api/cars/${id}`);
      expect(status, id).toBe(404);
      expect(body).toEqual({ error: "Carro não encontrado" });
    }
  });

  it("sees a change once the cache is invalidated, as a car mutation does", async () => {
    await testDb().car.update({ where: { id: available }, data: { price: "123456.00" } });
    await publishCars([available]);
    const deadline = Date.now() + 5_000;
    let price: unknown;
    do {
      price = ((await get(`/api/cars/${available}`)).body.car as { price: number }).price;
    } while (price !== 123_456 && Date.now() < deadline);
    expect(price).toBe(123_456);
  });
});
