import { describe, expect, it } from "vitest";

import {
  carToForm,
  carsCountLabel,
  daysInStock,
  isCarListStatus,
  matchesCarSearch,
  stockLevel,
} from "@/lib/cars/admin-list";
import { carBadges } from "@/lib/cars/badges";
import { toCarSummary } from "@/lib/cars/types";
import { ARMORED_FEATURE } from "@/lib/constants/cars";
import { toApiCar, type ApiCar } from "@/lib/cars/dto";
import { carFormSchema, emptyCarForm } from "@/lib/cars/schema";

import { carRecord } from "./fixtures";

const apiCar = (overrides: Parameters<typeof carRecord>[0] = {}, purchase: Partial<ApiCar> = {}): ApiCar => ({
  ...toApiCar(carRecord(overrides), null),
  ...purchase,
});

describe("the cars tab's search", () => {
  const car = apiCar({
    brand: "Volkswagen",
    model: "T-Cross Highline",
    year: "2021/2022",
    price: 132_900,
    color: "Cinza Platinum",
    fuel: "Flex",
    transmission: "Automático",
    engine: "1.4",
    mileage: 38_500,
    description: "Único dono, revisões na concessionária.",
  });

  it("matches brand, model, year, price, colour, fuel, transmission, engine, mileage and description", () => {
    for (const query of [
      "volkswagen",
      "t-cross",
      "2022",
      "132900",
      "132.900",
      "cinza",
      "flex",
      "automatico",
      "1.4",
      "38500",
      "38.500",
      "concessionaria",
    ]) {
      expect(matchesCarSearch(car, query), query).toBe(true);
    }
  });

  it("ignores case and accents, needs every word, and lists everything for an empty query", () => {
    expect(matchesCarSearch(car, "UNICO dono")).toBe(true);
    expect(matchesCarSearch(car, "volkswagen diesel")).toBe(false);
    expect(matchesCarSearch(car, "   ")).toBe(true);
    const plated = apiCar({}, { plate: "BRA2E19" });
    expect(matchesCarSearch(plated, "bra2e19")).toBe(true);
    const oldPlate = apiCar({}, { plate: "ABC1234" });
    expect(matchesCarSearch(oldPlate, "abc-1234")).toBe(true);
    expect(matchesCarSearch(oldPlate, "abc1234")).toBe(true);
    expect(matchesCarSearch(car, "Toyota")).toBe(false);
  });
});

describe("the 'n/100 veículos' badge", () => {
  it("is green below 75, yellow from 75 and red from 90", () => {
    expect(stockLevel(0)).toBe("normal");
    expect(stockLevel(74)).toBe("normal");
    expect(stockLevel(75)).toBe("warning");
    expect(stockLevel(89)).toBe("warning");
    expect(stockLevel(90)).toBe("danger");
    expect(stockLevel(100)).toBe("danger");
  });
});

describe("shapes for the grid and the form", () => {
  it("gives the card the main photo, as much of it as the card draws", () => {
    const images = [
      { url: "/media/anuncios/a.jpg", publicId: "anuncios/a", width: 10, height: 10 },
      { url: "/media/anuncios/b.jpg", publicId: "anuncios/b", width: 10, height: 10 },
    ];
    expect(toCarSummary(apiCar({ images })).photo).toEqual({
      url: "/media/anuncios/a.jpg",
      width: 10,
      height: 10,
    });
    expect(toCarSummary(apiCar()).photo).toBeNull();
  });

  it("keeps of the features only the one the card draws (BLINDADO), not the whole list", () => {
    const summary = toCarSummary(apiCar({ features: ["Ar condicionado", ARMORED_FEATURE, "Sensor de ré"] }));
    expect(summary.features).toEqual([ARMORED_FEATURE]);
    expect(carBadges(summary).map((badge) => badge.label)).toContain("BLINDADO");
    expect(toCarSummary(apiCar({ features: ["Ar condicionado"] })).features).toEqual([]);
  });

  it("fills the form from a car, and the schema reads the car back unchanged", () => {
    const car = apiCar(
      {
        year: "2020/2021",
        price: 89_900.5,
        mileage: 12_000,
        features: ["Air bag", "Som"],
        engine: null,
        whatsappMessage: "Oi",
      },
      { purchasePrice: 70_000, purchaseDate: "2026-01-10" },
    );
    const form = carToForm(car);
    expect(form).toMatchObject({
      price: 89_900.5,
      mileage: 12_000,
      engine: "",
      purchasePrice: 70_000,
      purchaseDate: "2026-01-10",
    });
    expect(carFormSchema.parse(form)).toMatchObject({
      brand: car.brand,
      year: "2020/2021",
      price: 89_900.5,
      mileage: 12_000,
      engine: null,
      features: ["Air bag", "Som"],
      whatsappMessage: "Oi",
      purchasePrice: 70_000,
      purchaseDate: "2026-01-10",
    });
  });

  it("fills every field of the form from the car, which the schema reads back as the car has it", () => {
    const car = apiCar(
      { engine: null, whatsappMessage: "Oi", isTurbo: true, features: ["Som"] },
      {
        purchasePrice: 70_000,
        purchaseDate: "2026-01-10",
        plate: "BRA2E19",
        renavam: "00639884962",
        chassis: "9BWZZZ377VT004251",
        minimumPrice: 95_000,
        fipeCode: "001234-5",
        fipePrice: 101_000,
        fipeReferenceMonth: "2026-10",
        consignment: null,
      },
    );
    const read = carFormSchema.parse(carToForm(car)) as Record<string, unknown>;
    for (const field of Object.keys(emptyCarForm()))
      expect(read[field] ?? null, field).toEqual(car[field as keyof ApiCar] ?? null);
  });

  it("starts the create form empty", () => {
    expect(carFormSchema.safeParse(emptyCarForm()).success).toBe(false);
    expect(emptyCarForm()).toMatchObject({ brand: "", features: [], isFeatured: false, isTurbo: false });
  });
});

describe("the cars tab's header count says what it counts", () => {
  it("counts the cars of the status listed, or the matches of a search among them", () => {
    expect(carsCountLabel(12, 12, false, "available")).toBe("(12 carros à venda)");
    expect(carsCountLabel(1, 1, false, "sold")).toBe("(1 carro vendido)");
    expect(carsCountLabel(33, 33, false, "all")).toBe("(33 carros cadastrados)");
    expect(carsCountLabel(1, 12, true, "available")).toBe("(1 de 12 carros à venda)");
    expect(carsCountLabel(0, 1, true, "all")).toBe("(0 de 1 carro cadastrado)");
  });
});

describe("days in stock", () => {
  const today = "2026-11-28";
  it("counts calendar days since the purchase, or since the car was registered without one", () => {
    expect(daysInStock({ status: "available", purchaseDate: "2026-09-29", createdAt: "x" }, today)).toBe(60);
    expect(daysInStock({ status: "available", purchaseDate: today, createdAt: "x" }, today)).toBe(0);
    // Registered at 23:30 in São Paulo on the 27th (02:30 UTC on the 28th): one day.
    expect(
      daysInStock({ status: "available", purchaseDate: null, createdAt: "2026-11-28T02:30:00.000Z" }, today),
    ).toBe(1);
  });

  it("says nothing for a sold car, no longer in stock", () => {
    expect(daysInStock({ status: "sold", purchaseDate: "2026-01-01", createdAt: "x" }, today)).toBeNull();
  });
});

describe("the status filter", () => {
  it("knows its three values and nothing else", () => {
    expect(["available", "sold", "all"].every(isCarListStatus)).toBe(true);
    expect(isCarListStatus("reserved")).toBe(false);
    expect(isCarListStatus(undefined)).toBe(false);
  });
});
