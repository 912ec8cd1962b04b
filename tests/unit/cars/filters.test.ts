import { describe, expect, it } from "vitest";

import {
  carFiltersSchema,
  carQuerySchema,
  engineLitres,
  filterCars,
  filterOptions,
  filtersToSearch,
  firstYear,
  hasActiveFilters,
  parsePageFilters,
  queryRecord,
  resultCountText,
  type CarFilters,
} from "@/lib/cars/filters";

import { carRecord } from "./fixtures";

const filters = (input: Record<string, string>): CarFilters => carFiltersSchema.parse(input);
const ids = (cars: Array<{ id: string }>) => cars.map((car) => car.id);

describe("filterCars (docs/showroom.md)", () => {
  const y2019 = carRecord({ id: "y2019", year: "2019" });
  const y2020 = carRecord({ id: "y2020", year: "2019/2020", yearValue: 2019 });
  const y2021 = carRecord({ id: "y2021", year: "2021" });
  const y2023 = carRecord({ id: "y2023", year: "2023" });
  const years = [y2019, y2020, y2021, y2023];

  it("yearFrom alone means exactly that year (the first number of the year text)", () => {
    expect(ids(filterCars(years, filters({ yearFrom: "2019" })))).toEqual(["y2019", "y2020"]);
    expect(ids(filterCars(years, filters({ yearFrom: "2021" })))).toEqual(["y2021"]);
  });

  it("yearTo alone means up to that year", () => {
    expect(ids(filterCars(years, filters({ yearTo: "2021" })))).toEqual(["y2019", "y2020", "y2021"]);
  });

  it("yearFrom with yearTo is an inclusive range", () => {
    expect(ids(filterCars(years, filters({ yearFrom: "2019", yearTo: "2021" })))).toEqual([
      "y2019",
      "y2020",
      "y2021",
    ]);
    expect(ids(filterCars(years, filters({ yearFrom: "2021", yearTo: "2023" })))).toEqual(["y2021", "y2023"]);
  });

  it("price bounds are inclusive, alone or together", () => {
    const cars = [
      carRecord({ id: "a", price: 50_000 }),
      carRecord({ id: "b", price: 80_000 }),
      carRecord({ id: "c", price: 120_000 }),
    ];
    expect(ids(filterCars(cars, filters({ priceFrom: "80000" })))).toEqual(["b", "c"]);
    expect(ids(filterCars(cars, filters({ priceTo: "80000" })))).toEqual(["a", "b"]);
    expect(ids(filterCars(cars, filters({ priceFrom: "50000", priceTo: "120000" })))).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect(ids(filterCars(cars, filters({ priceFrom: "50001", priceTo: "119999" })))).toEqual(["b"]);
  });

  it("mileage bounds are inclusive", () => {
    const cars = [
      carRecord({ id: "a", mileage: 0 }),
      carRecord({ id: "b", mileage: 40_000 }),
      carRecord({ id: "c", mileage: 90_000 }),
    ];
    expect(ids(filterCars(cars, filters({ mileageFrom: "40000", mileageTo: "90000" })))).toEqual(["b", "c"]);
    expect(ids(filterCars(cars, filters({ mileageTo: "0" })))).toEqual(["a"]);
  });

  it("engine '2.0+' matches a displacement of 2.0 or more, never electric cars", () => {
    const cars = [
      carRecord({ id: "1.6", engine: "1.6" }),
      carRecord({ id: "2.0", engine: "2.0" }),
      carRecord({ id: "2.0+", engine: "2.0+" }),
      carRecord({ id: "2.8", engine: "2.8 Diesel" }),
      carRecord({ id: "ev", engine: "Elétrico" }),
      carRecord({ id: "none", engine: null }),
    ];
    expect(ids(filterCars(cars, filters({ engine: "2.0+" })))).toEqual(["2.0", "2.0+", "2.8"]);
  });

  it("other engine options match when the engine text contains the value", () => {
    const cars = [
      carRecord({ id: "a", engine: "1.0" }),
      carRecord({ id: "b", engine: "1.0 Turbo" }),
      carRecord({ id: "c", engine: "1.6" }),
    ];
    expect(ids(filterCars(cars, filters({ engine: "1.0" })))).toEqual(["a", "b"]);
  });

  it("turbo true keeps turbo cars and false keeps naturally aspirated ones", () => {
    const cars = [carRecord({ id: "turbo", isTurbo: true }), carRecord({ id: "aspirated", isTurbo: false })];
    expect(ids(filterCars(cars, filters({ isTurbo: "true" })))).toEqual(["turbo"]);
    expect(ids(filterCars(cars, filters({ isTurbo: "false" })))).toEqual(["aspirated"]);
    expect(ids(filterCars(cars, filters({ isTurbo: "" })))).toEqual(["turbo", "aspirated"]);
  });

  it("search is case-insensitive over brand, model, year and description", () => {
    const cars = [
      carRecord({ id: "brand", brand: "Volkswagen", model: "Polo", description: null }),
      carRecord({ id: "model", brand: "Fiat", model: "Pulse Impetus", description: null }),
      carRecord({ id: "year", brand: "Honda", model: "City", year: "2018/2019", description: null }),
      carRecord({
        id: "description",
        brand: "Kia",
        model: "Sportage",
        description: "Único dono, TETO SOLAR panorâmico",
      }),
    ];
    expect(ids(filterCars(cars, filters({ search: "VOLKS" })))).toEqual(["brand"]);
    expect(ids(filterCars(cars, filters({ search: "impetus" })))).toEqual(["model"]);
    expect(ids(filterCars(cars, filters({ search: "2019" })))).toEqual(["year"]);
    expect(ids(filterCars(cars, filters({ search: "teto solar" })))).toEqual(["description"]);
    expect(ids(filterCars(cars, filters({ search: "  Teto Solar  " })))).toEqual(["description"]);
    expect(ids(filterCars(cars, filters({ search: "corolla" })))).toEqual([]);
  });

  it("brand, model, transmission and fuel match exactly", () => {
    const cars = [
      carRecord({ id: "a", brand: "Fiat", model: "Strada", transmission: "Manual", fuel: "Flex" }),
      carRecord({ id: "b", brand: "Fiat Pro", model: "Strada Volcano", transmission: "CVT", fuel: "Diesel" }),
    ];
    expect(ids(filterCars(cars, filters({ brand: "Fiat" })))).toEqual(["a"]);
    expect(ids(filterCars(cars, filters({ model: "Strada" })))).toEqual(["a"]);
    expect(ids(filterCars(cars, filters({ transmission: "CVT" })))).toEqual(["b"]);
    expect(ids(filterCars(cars, filters({ fuel: "Flex" })))).toEqual(["a"]);
    expect(ids(filterCars(cars, filters({ fuel: "flex" })))).toEqual([]);
  });

  it("combines every filter that is set; empty values are unset", () => {
    const cars = [
      carRecord({ id: "a", brand: "Fiat", isTurbo: true, price: 90_000 }),
      carRecord({ id: "b", brand: "Fiat", isTurbo: false, price: 90_000 }),
    ];
    const all = filters({ search: "", brand: "", model: "", yearFrom: "", priceFrom: "", isTurbo: "" });
    expect(hasActiveFilters(all)).toBe(false);
    expect(ids(filterCars(cars, all))).toEqual(["a", "b"]);
    expect(ids(filterCars(cars, filters({ brand: "Fiat", isTurbo: "true", priceTo: "90000" })))).toEqual([
      "a",
    ]);
  });
});

describe("query schemas", () => {
  it("refuses a non-numeric bound with a pt-BR message naming it", () => {
    const result = carQuerySchema.safeParse({ priceFrom: "abc" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Preço mínimo deve ser um número");
    expect(carQuerySchema.safeParse({ mileageTo: "10km" }).success).toBe(false);
    expect(carQuerySchema.safeParse({ yearFrom: "2020", priceTo: "99999.90" }).success).toBe(true);
  });

  it("defaults status to available and accepts sold and all", () => {
    expect(carQuerySchema.parse({}).status).toBe("available");
    expect(carQuerySchema.parse({ status: "sold" }).status).toBe("sold");
    expect(carQuerySchema.parse({ status: "all" }).status).toBe("all");
    expect(carQuerySchema.safeParse({ status: "reserved" }).success).toBe(false);
  });

  it("page URLs ignore values that do not parse instead of failing", () => {
    const page = parsePageFilters({ brand: "Fiat", priceFrom: "abc", isTurbo: "maybe" });
    expect(page.brand).toBe("Fiat");
    expect(page.priceFrom).toBeUndefined();
    expect(page.isTurbo).toBeUndefined();
    expect(parsePageFilters(new URLSearchParams("brand=Fiat&brand=Ford&yearFrom=2020"))).toMatchObject({
      brand: "Fiat",
      yearFrom: 2020,
    });
  });

  it("takes the first value of a repeated parameter", () => {
    expect(queryRecord({ brand: ["Fiat", "Ford"], model: undefined })).toEqual({ brand: "Fiat" });
  });

  it("writes the filters back as a stable query string", () => {
    expect(filtersToSearch({ isTurbo: "true", brand: "Mercedes-Benz", search: "" })).toBe(
      "?brand=Mercedes-Benz&isTurbo=true",
    );
    expect(filtersToSearch({})).toBe("");
  });
});

describe("dropdown options and helpers", () => {
  it("are the distinct sorted values of the stock, years descending", () => {
    const options = filterOptions([
      carRecord({
        brand: "Toyota",
        model: "Yaris",
        yearValue: 2021,
        year: "2021",
        transmission: "Manual",
        fuel: "Flex",
      }),
      carRecord({
        brand: "Audi",
        model: "Q3",
        yearValue: 2023,
        year: "2023",
        transmission: "Automático",
        fuel: "Gasolina",
      }),
      carRecord({
        brand: "Toyota",
        model: "Corolla",
        yearValue: 2021,
        year: "2021",
        transmission: "CVT",
        fuel: null,
      }),
    ]);
    expect(options.brands).toEqual(["Audi", "Toyota"]);
    expect(options.models).toEqual(["Corolla", "Q3", "Yaris"]);
    expect(options.modelsByBrand.Toyota).toEqual(["Corolla", "Yaris"]);
    expect(options.years).toEqual([2023, 2021]);
    expect(options.transmissions).toEqual(["Automático", "CVT", "Manual"]);
    expect(options.fuels).toEqual(["Flex", "Gasolina"]);
  });

  it("reads the first year and the engine displacement", () => {
    expect(firstYear("2020/2021")).toBe(2020);
    expect(firstYear(2019)).toBe(2019);
    expect(firstYear("novo")).toBeNull();
    expect(engineLitres("2.0 Turbo")).toBe(2);
    expect(engineLitres("1,6")).toBe(1.6);
    expect(engineLitres("Elétrico")).toBeNull();
  });

  it("words the result count in the singular only for one car", () => {
    expect(resultCountText(1)).toBe("1 veículo encontrado");
    expect(resultCountText(0)).toBe("0 veículos encontrados");
    expect(resultCountText(12)).toBe("12 veículos encontrados");
  });
});
