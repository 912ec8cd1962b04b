import { describe, expect, it } from "vitest";

import { canonicalFilterQuery, filterKeyOf, filtersOfKey } from "@/lib/cars/filter-key";
import { seeCarsLabel } from "@/lib/cars/filter-params";
import { carQuerySchema } from "@/lib/cars/filters";
import { CAR_SORTS, INVALID_SORT_MESSAGE, isCarSort, parsePageSort, sortCars } from "@/lib/cars/sort";
import { withSort } from "@/components/site/sort-select";

import { carRecord } from "./fixtures";

const ids = (cars: Array<{ id: string }>) => cars.map((car) => car.id);

describe("sort parameter", () => {
  it("knows the four orders of the contract", () => {
    expect(CAR_SORTS).toEqual(["price-asc", "price-desc", "mileage-asc", "year-desc"]);
    for (const sort of CAR_SORTS) expect(isCarSort(sort)).toBe(true);
    for (const other of ["", "price", "PRICE-ASC", "newest", undefined, 3])
      expect(isCarSort(other)).toBe(false);
  });

  it("a page URL falls back to the default order on an unknown or missing value", () => {
    expect(parsePageSort("price-desc")).toBe("price-desc");
    expect(parsePageSort(" mileage-asc ")).toBe("mileage-asc");
    expect(parsePageSort("preco")).toBeUndefined();
    expect(parsePageSort("")).toBeUndefined();
    expect(parsePageSort(null)).toBeUndefined();
  });

  it("GET /api/cars's query accepts the four orders and empty, and refuses anything else in pt-BR", () => {
    expect(carQuerySchema.parse({ sort: "year-desc" }).sort).toBe("year-desc");
    expect(carQuerySchema.parse({ sort: "" }).sort).toBeUndefined();
    expect(carQuerySchema.parse({}).sort).toBeUndefined();
    const refused = carQuerySchema.safeParse({ sort: "cheapest" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(INVALID_SORT_MESSAGE);
  });
});

describe("sortCars", () => {
  // Input order is the cached list's: newest first.
  const a = carRecord({ id: "a", price: 90_000, mileage: 50_000, year: "2020" });
  const b = carRecord({ id: "b", price: 150_000, mileage: 10_000, year: "2023", isFeatured: true });
  const c = carRecord({ id: "c", price: 90_000, mileage: 30_000, year: "2019/2020", yearValue: 2019 });
  const d = carRecord({ id: "d", price: 60_000, mileage: 10_000, year: "2021", features: ["Blindado"] });
  const cars = [a, b, c, d];

  it("orders by price, mileage or year, ties keeping the newest first", () => {
    expect(ids(sortCars(cars, "price-asc"))).toEqual(["d", "a", "c", "b"]);
    expect(ids(sortCars(cars, "price-desc"))).toEqual(["b", "a", "c", "d"]);
    expect(ids(sortCars(cars, "mileage-asc"))).toEqual(["b", "d", "c", "a"]);
    expect(ids(sortCars(cars, "year-desc"))).toEqual(["b", "d", "a", "c"]);
  });

  it("without a sort: featured first, as on the home page, then newest", () => {
    expect(ids(sortCars(cars))).toEqual(["b", "d", "a", "c"]);
    expect(ids(sortCars([a, c]))).toEqual(["a", "c"]);
  });

  it("keeps available cars ahead of sold ones whatever the order", () => {
    const sold = carRecord({ id: "sold", price: 1_000, status: "sold", isFeatured: true });
    expect(ids(sortCars([sold, ...cars], "price-asc"))).toEqual(["d", "a", "c", "b", "sold"]);
    expect(ids(sortCars([sold, ...cars]))).toEqual(["b", "d", "a", "c", "sold"]);
  });

  it("does not change its input", () => {
    const input = [...cars];
    sortCars(input, "price-asc");
    expect(input).toEqual(cars);
  });
});

describe("sort in the stock list's URL", () => {
  it("is part of the cache key when known, and dropped when not", () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(canonicalFilterQuery(params("sort=price-asc&brand=Fiat"))).toBe("brand=Fiat&sort=price-asc");
    expect(canonicalFilterQuery(params("sort=barato&brand=Fiat"))).toBe("brand=Fiat");
    expect(filterKeyOf(params("sort=price-asc"))).not.toBe(filterKeyOf(params("sort=price-desc")));
    expect(filterKeyOf(params("sort=qualquer"))).toBe(filterKeyOf(params("")));
    expect(filtersOfKey(filterKeyOf(params("sort=year-desc")))?.get("sort")).toBe("year-desc");
  });

  it("the sort select keeps the filters and drops sort for the default order", () => {
    expect(withSort("?brand=Fiat", "price-asc")).toBe("/cars?brand=Fiat&sort=price-asc");
    expect(withSort("?brand=Fiat&sort=price-asc", "mileage-asc")).toBe("/cars?brand=Fiat&sort=mileage-asc");
    expect(withSort("?sort=price-asc", "")).toBe("/cars");
  });

  it("the phone sheet's button counts its cars", () => {
    expect(seeCarsLabel(1)).toBe("Ver 1 veículo");
    expect(seeCarsLabel(12)).toBe("Ver 12 veículos");
    expect(seeCarsLabel(0)).toBe("Ver 0 veículos");
    expect(seeCarsLabel(null)).toBe("Ver veículos");
  });
});
