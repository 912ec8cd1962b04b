import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api } from "../helpers/auth";
import { createCar, publishCars, removeCars, uniqueWord } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import { expectJsonError } from "../helpers/hostile";

// A visitor's list of sold cars is paged like the admin lists (page, pageSize ≤ 200, default 50), and the answers
// visitors make the server cache for their queries live apart from the stock lists, so no number of distinct
// queries evicts the stock that every page is drawn from.

type CarsAnswer = {
  cars: Array<{ id: string; model: string; status: string }>;
  total: number;
  page?: number;
  pageSize?: number;
};

const SOLD = 300;
const marker = uniqueWord("Hist");
const cars: string[] = [];
let stockCarId = "";
const stockModel = uniqueWord("Estoque");

beforeAll(async () => {
  const description = `Histórico ${marker}. ${"Descrição longa de um carro vendido. ".repeat(130)}`.slice(
    0,
    5_000,
  );
  await testDb().car.createMany({
    data: Array.from({ length: SOLD }, (_, index) => ({
      brand: "Fiat",
      model: `${marker} ${index}`,
      year: "2015",
      yearValue: 2015,
      price: (30_000 + index).toFixed(2),
      mileage: 90_000,
      color: "Prata",
      description,
      features: [],
      specifications: {},
      status: "sold" as const,
    })),
  });
  cars.push(
    ...(await testDb().car.findMany({ where: { model: { startsWith: marker } }, select: { id: true } })).map(
      (car) => car.id,
    ),
  );
  stockCarId = (await createCar({ model: stockModel })).id;
  cars.push(stockCarId);
  await publishCars([stockCarId]);
}, 120_000);

afterAll(async () => {
  await removeCars(cars);
});

const read = async (query: string) => {
  const response = await api(`/api/cars?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as CarsAnswer;
};

describe("public lists of sold cars are paged", () => {
  it("answers status=sold and status=all a page at a time, 50 by default, with the total", async () => {
    const sold = await read(`status=sold&search=${marker}`);
    expect(sold).toMatchObject({ total: SOLD, page: 1, pageSize: 50 });
    expect(sold.cars).toHaveLength(50);
    const all = await read("status=all");
    expect(all.cars.length).toBeLessThanOrEqual(50);
    expect(all.total).toBeGreaterThanOrEqual(SOLD + 1);
  });

  it("takes page and pageSize (at most 200) and pages without overlap", async () => {
    const first = await read(`status=sold&search=${marker}&pageSize=200`);
    const second = await read(`status=sold&search=${marker}&pageSize=200&page=2`);
    expect(first).toMatchObject({ page: 1, pageSize: 200, total: SOLD });
    expect(first.cars).toHaveLength(200);
    expect(second.cars).toHaveLength(SOLD - 200);
    const ids = new Set(first.cars.map((car) => car.id));
    expect(second.cars.some((car) => ids.has(car.id))).toBe(false);
  });

  it.each(["pageSize=201", "pageSize=0", "page=0", "page=abc", "pageSize=1e9"])(
    "answers 400 to status=sold&%s",
    async (query) => {
      await expectJsonError(await api(`/api/cars?status=sold&${query}`), 400, query);
    },
  );

  it("still answers the whole available stock without paging parameters", async () => {
    const stock = await read("");
    expect(stock.cars.map((car) => car.id)).toContain(stockCarId);
    expect(stock.cars.every((car) => car.status === "available")).toBe(true);
  });
});

describe("visitors' cached answers never evict the stock", () => {
  it("serves the stock from its cache after many distinct queries of the sold history", async () => {
    // The stock is read (and cached); then the car changes in the database behind the cache's back: as long as
    // the cached stock is kept, answers are drawn from it and still show the old model.
    expect((await read(`search=${stockModel}`)).total).toBe(1);
    await testDb().car.update({ where: { id: stockCarId }, data: { model: uniqueWord("Mudado") } });

    // Each query is new to the cache and matches the whole sold history.
    for (let round = 0; round < 4; round++)
      await Promise.all(
        Array.from({ length: 15 }, (_, index) =>
          read(`status=sold&priceFrom=${round * 15 + index + 1}&search=${marker}`),
        ),
      );

    const after = await read(`search=${stockModel}&sort=price-asc`);
    expect(after.total, "the stock list was evicted and read again").toBe(1);
  });
});
