import { describe, expect, it } from "vitest";

import {
  ARMORED_FEATURE,
  BRANDS,
  ELECTRIC_ENGINE,
  ENGINES,
  FEATURES,
  FUELS,
  MAX_CAR_PRICE,
  MAX_MILEAGE,
  TRANSMISSIONS,
} from "@/lib/constants/cars";
import { BODY_STYLES, MAX_PHOTOS_PER_CAR } from "@/prisma/demo/car-art";
import { fipeComparison } from "@/lib/cars/fipe";
import { isValidChassis, isValidPlate, isValidRenavam } from "@/lib/cars/registration";
import { carCreateSchema, yearValueOf } from "@/lib/cars/schema";
import { saoPauloDay } from "@/lib/format/dates";
import { dayOffset } from "@/prisma/demo/dates";
import { DEMO_CARS, demoStock } from "@/prisma/demo/stock";

const NOW = new Date("2026-11-22T15:30:00Z");
const stock = demoStock(NOW);
const includes = (list: readonly string[], value: string | null) => value !== null && list.includes(value);

describe("demo stock", () => {
  it("has at least 24 cars over at least 12 brands, all from the brand list", () => {
    expect(stock.length).toBeGreaterThanOrEqual(24);
    const brands = new Set(stock.map((car) => car.brand));
    expect(brands.size).toBeGreaterThanOrEqual(12);
    for (const brand of brands) expect(BRANDS).toContain(brand);
  });

  it("uses only the option lists for engine, fuel, transmission and features", () => {
    for (const car of stock) {
      expect(includes(ENGINES, car.engine), `${car.model} engine`).toBe(true);
      expect(includes(FUELS, car.fuel), `${car.model} fuel`).toBe(true);
      expect(includes(TRANSMISSIONS, car.transmission), `${car.model} transmission`).toBe(true);
      for (const feature of car.features) expect(FEATURES).toContain(feature);
      expect(new Set(car.features).size).toBe(car.features.length);
    }
  });

  it("mixes featured, armoured, turbo and electric cars, and has cars to be sold", () => {
    const featured = stock.filter((car) => car.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.some((car) => car.features.includes(ARMORED_FEATURE))).toBe(true);
    expect(featured.some((car) => !car.features.includes(ARMORED_FEATURE))).toBe(true);
    expect(stock.filter((car) => car.features.includes(ARMORED_FEATURE)).length).toBeGreaterThanOrEqual(2);
    expect(stock.filter((car) => car.isTurbo).length).toBeGreaterThanOrEqual(3);
    expect(stock.filter((car) => car.status === "sold")).toHaveLength(4);
    expect(stock.filter((car) => car.status === "sold" && car.isFeatured)).toHaveLength(0);
    const electric = stock.filter((car) => car.fuel === "Elétrico");
    expect(electric.length).toBeGreaterThanOrEqual(1);
    for (const car of electric) {
      expect(car.engine).toBe(ELECTRIC_ENGINE);
      expect(car.isTurbo).toBe(false);
      expect(Object.keys(car.specifications)).toEqual(expect.arrayContaining(["Autonomia", "Bateria"]));
    }
    for (const car of stock.filter((c) => c.engine === ELECTRIC_ENGINE)) expect(car.fuel).toBe("Elétrico");
  });

  it("has prices, mileage, years and purchase data in range", () => {
    for (const car of stock) {
      expect(car.price).toBeGreaterThan(0);
      expect(car.price).toBeLessThanOrEqual(MAX_CAR_PRICE);
      expect(Number.isInteger(car.mileage)).toBe(true);
      expect(car.mileage).toBeGreaterThanOrEqual(0);
      expect(car.mileage).toBeLessThanOrEqual(MAX_MILEAGE);
      expect(car.year).toMatch(/^\d{4}(\/\d{4})?$/);
      expect(car.yearValue).toBe(yearValueOf(car.year));
      expect(car.yearValue).toBeLessThanOrEqual(NOW.getUTCFullYear() + 1);
      expect(car.purchasePrice / car.price).toBeGreaterThanOrEqual(0.79);
      expect(car.purchasePrice / car.price).toBeLessThanOrEqual(0.91);
      expect(car.purchaseDate.getTime()).toBeLessThanOrEqual(saoPauloDay(NOW).getTime());
      expect(car.purchaseDate.getTime()).toBeGreaterThanOrEqual(dayOffset(NOW, -250).getTime());
      expect(car.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(car.createdAt.getTime()).toBeGreaterThanOrEqual(car.purchaseDate.getTime());
      expect(car.photoCount).toBeGreaterThanOrEqual(3);
      expect(car.photoCount).toBeLessThanOrEqual(MAX_PHOTOS_PER_CAR);
      expect(BODY_STYLES).toContain(car.bodyStyle);
    }
    expect(stock.filter((car) => car.year.includes("/")).length).toBeGreaterThanOrEqual(3);
  });

  it("has unique models per brand and year, unique keys and real-sounding texts", () => {
    const models = stock.map((car) => `${car.brand}|${car.model}|${car.year}`);
    expect(new Set(models).size).toBe(models.length);
    expect(new Set(DEMO_CARS.map((car) => car.key)).size).toBe(DEMO_CARS.length);
    for (const car of stock) {
      const sentences = car.description.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 3);
      expect(sentences.length, car.model).toBeGreaterThanOrEqual(2);
      expect(sentences.length, car.model).toBeLessThanOrEqual(4);
      expect(Object.keys(car.specifications).length).toBeGreaterThanOrEqual(3);
      for (const value of Object.values(car.specifications)) expect(typeof value).toBe("string");
    }
    expect(stock.filter((car) => car.whatsappMessage).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps a Tabela FIPE reference on most cars, valid for the car form, most of them priced below it", () => {
    const referenced = stock.filter((car) => car.fipeCode !== null);
    expect(referenced.length).toBeGreaterThanOrEqual(stock.length / 2);
    for (const car of stock) {
      const parsed = carCreateSchema.safeParse({
        ...car,
        features: [...car.features],
        purchaseDate: car.purchaseDate.toISOString().slice(0, 10),
      });
      expect(parsed.success, `${car.model}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(referenced.every((car) => car.fipeReferenceMonth === "2026-11")).toBe(true);
    const below = stock.filter((car) => car.status === "available" && fipeComparison(car) !== null);
    expect(below.length).toBeGreaterThanOrEqual(10);
    expect(referenced.some((car) => fipeComparison(car) === null)).toBe(true);
    // The armoured cars carry none: FIPE does not price the armour.
    for (const car of stock.filter((c) => c.features.includes(ARMORED_FEATURE)))
      expect(car.fipeCode).toBeNull();
  });

  it("registers every car with a valid plate, RENAVAM and chassis number of its own", () => {
    for (const car of stock) {
      expect(isValidPlate(car.plate), car.plate).toBe(true);
      expect(isValidRenavam(car.renavam), car.renavam).toBe(true);
      expect(isValidChassis(car.chassis), car.chassis).toBe(true);
    }
    for (const field of ["plate", "renavam", "chassis"] as const)
      expect(new Set(stock.map((car) => car[field])).size).toBe(stock.length);
  });

  it("spreads purchases over the last months and is the same for the same day", () => {
    const days = stock.map((car) => (saoPauloDay(NOW).getTime() - car.purchaseDate.getTime()) / 86_400_000);
    expect(Math.min(...days)).toBeLessThan(30);
    expect(Math.max(...days)).toBeGreaterThan(150);
    expect(demoStock(NOW)).toEqual(stock);
  });
});

describe("demo days", () => {
  it("gives UTC midnight of the São Paulo calendar day", () => {
    expect(saoPauloDay(new Date("2026-11-22T02:30:00Z")).toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(saoPauloDay(new Date("2026-11-22T03:30:00Z")).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(dayOffset(new Date("2026-11-22T12:00:00Z"), -1).toISOString()).toBe("2026-11-21T00:00:00.000Z");
  });
});
