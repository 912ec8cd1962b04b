import { describe, expect, it } from "vitest";

import { ALL_CARS_KEY, filterKeyOf } from "@/lib/cars/filter-key";
import { isStoredCombination, stockListRewrite } from "@/lib/cars/stock-list-route";

const params = (query: string) => new URLSearchParams(query);

describe("isStoredCombination", () => {
  it("stores no filter, or one filter from the panel's fixed option lists", () => {
    for (const query of [
      "",
      "brand=Fiat",
      "yearFrom=2020",
      "yearTo=1998",
      "transmission=CVT",
      "fuel=Flex",
      "engine=2.0%2B",
      "isTurbo=false",
    ])
      expect(isStoredCombination(params(query)), query).toBe(true);
  });

  it("stores nothing else: free text, models, bounds, several filters, values no list has", () => {
    for (const query of [
      "search=gol",
      "model=Onix",
      "priceTo=100000",
      "mileageFrom=10",
      "brand=Fiat&fuel=Flex",
      "brand=fiat",
      "brand=Ferrari",
      "yearFrom=20201",
      "yearFrom=2020.0",
      "yearTo=1899",
      "isTurbo=sim",
    ])
      expect(isStoredCombination(params(query)), query).toBe(false);
  });
});

describe("isStoredCombination with a sort", () => {
  it("stores the whole stock in each order, but no sorted filtered list (a bounded set)", () => {
    for (const query of ["sort=price-asc", "sort=price-desc", "sort=mileage-asc", "sort=year-desc"])
      expect(isStoredCombination(params(query)), query).toBe(true);
    for (const query of ["brand=Fiat&sort=price-asc", "fuel=Flex&sort=year-desc"])
      expect(isStoredCombination(params(query)), query).toBe(false);
  });

  it("sends a sorted list to its own stored page or, filtered, to the per-request list", () => {
    expect(stockListRewrite("/cars", params("sort=price-asc"))).toBe(
      `/cars/${filterKeyOf(params("sort=price-asc"))}`,
    );
    expect(stockListRewrite("/cars", params("sort=price-asc"))).not.toBe(`/cars/${ALL_CARS_KEY}`);
    expect(stockListRewrite("/cars", params("sort=nada"))).toBe(`/cars/${ALL_CARS_KEY}`);
    expect(stockListRewrite("/cars", params("sort=year-desc&brand=Fiat"))).toBe(
      "/cars/busca?brand=Fiat&sort=year-desc",
    );
    expect(stockListRewrite(`/cars/${filterKeyOf(params("brand=Fiat&sort=year-desc"))}`, params(""))).toBe(
      "/cars/desconhecido",
    );
  });
});

describe("stockListRewrite", () => {
  it("sends /cars?… to the stored page of its combination, ignoring unknown parameters", () => {
    expect(stockListRewrite("/cars", params(""))).toBe(`/cars/${ALL_CARS_KEY}`);
    expect(stockListRewrite("/cars", params("brand=Fiat&utm_source=x"))).toBe(
      `/cars/${filterKeyOf(params("brand=Fiat"))}`,
    );
  });

  it("sends every other combination, canonical, to the per-request list", () => {
    expect(stockListRewrite("/cars", params("search=%20gol%20&foo=1&brand=Fiat"))).toBe(
      "/cars/busca?search=gol&brand=Fiat",
    );
    expect(stockListRewrite("/cars", params("brand=Ferrari"))).toBe("/cars/busca?brand=Ferrari");
  });

  it("serves /cars/<key> only for stored combinations, and one 'not found' page for any other key", () => {
    const stored = filterKeyOf(params("fuel=Diesel"));
    expect(stockListRewrite(`/cars/${stored}`, params(""))).toBeNull();
    expect(stockListRewrite(`/cars/${ALL_CARS_KEY}`, params(""))).toBeNull();
    expect(stockListRewrite("/cars/busca", params("search=x"))).toBeNull();
    expect(stockListRewrite(`/cars/${filterKeyOf(params("search=gol"))}`, params(""))).toBe(
      "/cars/desconhecido",
    );
    expect(stockListRewrite("/cars/qualquer-coisa", params(""))).toBe("/cars/desconhecido");
    expect(stockListRewrite("/cars/desconhecido", params(""))).toBeNull();
  });
});
