import { afterEach, describe, expect, it, vi } from "vitest";

import { CAR_REQUIRED_FIELDS, FIELD_REQUIRED, TOO_MANY_IMAGES } from "@/lib/cars/messages";
import {
  carCreateSchema,
  carFormSchema,
  carUpdateSchema,
  maxCarYear,
  parseCarYear,
  toNumber,
  yearValueOf,
} from "@/lib/cars/schema";
import { FEATURES } from "@/lib/constants/cars";
import { headlinesOf, inputErrorBody } from "@/lib/validation/input-errors";

// The API's answer to a failed car validation, as the one error mapper builds it from the cars' headline table.
type Issues = Parameters<typeof inputErrorBody>[0];
const carErrorMessage = (issues: Issues) => inputErrorBody(issues, headlinesOf(carCreateSchema)).error;
const carFieldErrors = (issues: Issues) => inputErrorBody(issues, headlinesOf(carCreateSchema)).fields;

const photo = (name: string) => ({
  url: `/media/anuncios/${name}.jpg`,
  publicId: `anuncios/${name}`,
  width: 1600,
  height: 1200,
});

const valid = {
  brand: "Toyota",
  model: "Corolla XEi 2.0",
  year: "2022",
  price: 129_900.5,
  mileage: 35_000,
  color: "Prata",
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) {
  expect(result.success).toBe(false);
  return result.error!.issues;
}

afterEach(() => vi.useRealTimers());

describe("car write schema: required fields", () => {
  it("names every missing required field and answers with the form-level text", () => {
    const issues = issuesOf(carCreateSchema.safeParse({}));
    expect(carErrorMessage(issues)).toBe(CAR_REQUIRED_FIELDS);
    expect(carFieldErrors(issues)).toEqual({
      brand: FIELD_REQUIRED,
      model: FIELD_REQUIRED,
      year: FIELD_REQUIRED,
      price: FIELD_REQUIRED,
      mileage: FIELD_REQUIRED,
      color: FIELD_REQUIRED,
    });
  });

  it("treats blank text, whitespace and null as missing", () => {
    const issues = issuesOf(
      carCreateSchema.safeParse({ ...valid, model: "   ", color: null, price: "", year: "" }),
    );
    expect(Object.keys(carFieldErrors(issues)).sort()).toEqual(["color", "model", "price", "year"]);
    expect(carErrorMessage(issues)).toBe(CAR_REQUIRED_FIELDS);
  });

  it("a missing field wins over other problems in the message", () => {
    const issues = issuesOf(carCreateSchema.safeParse({ ...valid, brand: "Tesla", model: "" }));
    expect(carErrorMessage(issues)).toBe(CAR_REQUIRED_FIELDS);
    expect(carFieldErrors(issues).brand).toBe("Selecione uma marca válida");
  });

  it("accepts a complete car and fills nothing it was not given", () => {
    const result = carCreateSchema.parse(valid);
    expect(result).toEqual({ ...valid, model: "Corolla XEi 2.0" });
  });
});

describe("car write schema: values", () => {
  it("takes the year as text, a number as text, and the 'fabrication/model' form", () => {
    expect(carCreateSchema.parse({ ...valid, year: 2020 }).year).toBe("2020");
    expect(carCreateSchema.parse({ ...valid, year: " 2020/2021 " }).year).toBe("2020/2021");
    expect(carCreateSchema.safeParse({ ...valid, year: "2021/2020" }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, year: "2020/2023" }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, year: "20a2" }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, year: 2020.5 }).success).toBe(false);
  });

  it("bounds the first year between 1900 and next year + 1", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
    expect(maxCarYear()).toBe(2028);
    expect(parseCarYear("1900")).toBe(1900);
    expect(parseCarYear("1899")).toBeNull();
    expect(parseCarYear("2028")).toBe(2028);
    expect(parseCarYear("2029")).toBeNull();
    expect(carCreateSchema.safeParse({ ...valid, year: 2029 }).success).toBe(false);
    expect(yearValueOf("2020/2021")).toBe(2020);
  });

  it("checks price: above zero, at most 10,000,000, two decimals; text with a decimal comma is read", () => {
    expect(carCreateSchema.parse({ ...valid, price: "89900,90" }).price).toBe(89_900.9);
    expect(carCreateSchema.parse({ ...valid, price: 10_000_000 }).price).toBe(10_000_000);
    const messages = (price: unknown) =>
      carFieldErrors(issuesOf(carCreateSchema.safeParse({ ...valid, price }))).price;
    expect(messages(0)).toBe("O preço deve ser maior que zero");
    expect(messages(-5)).toBe("O preço deve ser maior que zero");
    expect(messages(10_000_000.01)).toBe("Valor muito alto");
    expect(messages(10.123)).toBe("Use no máximo duas casas decimais");
    expect(messages("abc")).toBe("Preço inválido");
    expect(messages(true)).toBe("Preço inválido");
  });

  it("checks mileage: an integer from 0 to 2,000,000", () => {
    expect(carCreateSchema.parse({ ...valid, mileage: 0 }).mileage).toBe(0);
    expect(carCreateSchema.parse({ ...valid, mileage: "2000000" }).mileage).toBe(2_000_000);
    for (const mileage of [-1, 2_000_001, 10.5, "1.5e3"]) {
      expect(carCreateSchema.safeParse({ ...valid, mileage }).success, String(mileage)).toBe(false);
    }
  });

  it("takes brand, engine, transmission and fuel only from the option lists (blank optional ones are null)", () => {
    expect(
      carCreateSchema.parse({ ...valid, engine: "2.0+", transmission: "CVT", fuel: "Elétrico" }),
    ).toMatchObject({
      engine: "2.0+",
      transmission: "CVT",
      fuel: "Elétrico",
    });
    expect(carCreateSchema.parse({ ...valid, engine: "", fuel: null })).toMatchObject({
      engine: null,
      fuel: null,
    });
    for (const [field, value] of [
      ["brand", "Tesla"],
      ["engine", "3.0"],
      ["transmission", "Automatizado"],
      ["fuel", "Hidrogênio"],
    ] as const) {
      expect(carCreateSchema.safeParse({ ...valid, [field]: value }).success, field).toBe(false);
    }
  });

  it("keeps features from the 23 items, in the checklist's order, once each", () => {
    expect(FEATURES).toHaveLength(23);
    expect(
      carCreateSchema.parse({ ...valid, features: ["Teto solar", "Air bag", "Air bag"] }).features,
    ).toEqual(["Air bag", "Teto solar"]);
    const issues = issuesOf(carCreateSchema.safeParse({ ...valid, features: ["Air bag", "Foguete"] }));
    expect(carFieldErrors(issues).features).toBe("Opcional inválido");
  });

  it("refuses control characters, but lets descriptions keep their line breaks", () => {
    expect(carCreateSchema.parse({ ...valid, description: "Linha 1\nLinha 2\r\n" }).description).toBe(
      "Linha 1\nLinha 2",
    );
    expect(carCreateSchema.safeParse({ ...valid, model: "Corolla\nXEi" }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, description: "nul\u0000byte" }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, color: "Prata\u001b[31m" }).success).toBe(false);
  });

  it("limits lengths: model 120, colour 60, description 5000, WhatsApp message 1000", () => {
    expect(carCreateSchema.safeParse({ ...valid, model: "x".repeat(121) }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, color: "x".repeat(61) }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, description: "x".repeat(5001) }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, whatsappMessage: "x".repeat(1001) }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, whatsappMessage: "x".repeat(1000) }).success).toBe(true);
  });

  it("takes specifications as short names and values, numbers kept as text", () => {
    expect(
      carCreateSchema.parse({ ...valid, specifications: { Portas: 4, Direção: "Elétrica" } }).specifications,
    ).toEqual({
      Portas: "4",
      Direção: "Elétrica",
    });
    expect(carCreateSchema.safeParse({ ...valid, specifications: { Portas: { x: 1 } } }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, specifications: ["a"] }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, specifications: { ["k".repeat(61)]: "v" } }).success).toBe(
      false,
    );
  });

  it("checks the admin-only purchase price and date (a real day, not in the future)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
    expect(
      carCreateSchema.parse({ ...valid, purchasePrice: "75000", purchaseDate: "2026-11-22" }),
    ).toMatchObject({
      purchasePrice: 75_000,
      purchaseDate: "2026-11-22",
    });
    expect(carCreateSchema.parse({ ...valid, purchasePrice: "", purchaseDate: "" })).toMatchObject({
      purchasePrice: null,
      purchaseDate: null,
    });
    const dateError = (purchaseDate: string) =>
      carFieldErrors(issuesOf(carCreateSchema.safeParse({ ...valid, purchaseDate }))).purchaseDate;
    expect(dateError("2026-11-23")).toBe("A data de compra não pode estar no futuro");
    expect(dateError("2025-02-29")).toBe("Data de compra inválida");
    expect(dateError("22/11/2026")).toBe("Data de compra inválida");
    expect(carCreateSchema.safeParse({ ...valid, purchasePrice: 0 }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...valid, purchasePrice: 10_000_001 }).success).toBe(false);
  });

  it("reads numbers typed in the form", () => {
    expect(toNumber(" 1234,5 ")).toBe(1234.5);
    expect(toNumber("1234.50")).toBe(1234.5);
    expect(toNumber("")).toBeUndefined();
    expect(toNumber("1.234,50")).toBe(1234.5);
    expect(toNumber("61.000")).toBeNaN();
  });
});

describe("car write schema: photos", () => {
  it("keeps the ordered list of stored photos", () => {
    const images = [photo("b"), photo("a")];
    expect(carCreateSchema.parse({ ...valid, images }).images).toEqual(images);
    const cloudinary = {
      url: "https://res.cloudinary.com/demo/image/upload/v1/anuncios/x1.jpg",
      publicId: "anuncios/x1",
    };
    expect(carCreateSchema.parse({ ...valid, images: [cloudinary] }).images).toEqual([cloudinary]);
  });

  it("refuses arbitrary URLs, an id that is not the URL's, and repeated photos", () => {
    for (const image of [
      { url: "https://example.com/carro.jpg", publicId: "carro" },
      { url: "/media/anuncios/a.jpg", publicId: "anuncios/b" },
      { url: "/media/../etc/passwd.jpg", publicId: "../etc/passwd" },
      { url: "javascript:alert(1)//.jpg", publicId: "x" },
      { url: "http://res.cloudinary.com/demo/image/upload/anuncios/x.jpg", publicId: "anuncios/x" },
    ]) {
      const issues = issuesOf(carCreateSchema.safeParse({ ...valid, images: [image] }));
      expect(carFieldErrors(issues)["images.0"], image.url).toBe("Imagem inválida");
    }
    const issues = issuesOf(carCreateSchema.safeParse({ ...valid, images: [photo("a"), photo("a")] }));
    expect(carFieldErrors(issues)["images.1"]).toBe("Imagem repetida");
  });

  it("allows 20 photos and refuses the 21st with the agreed text", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => photo(`p${index}`));
    expect(carCreateSchema.safeParse({ ...valid, images: twenty }).success).toBe(true);
    const issues = issuesOf(carCreateSchema.safeParse({ ...valid, images: [...twenty, photo("p20")] }));
    expect(carErrorMessage(issues)).toBe(TOO_MANY_IMAGES);
    expect(TOO_MANY_IMAGES).toBe("Máximo de 20 imagens permitido");
  });
});

describe("car update schema (PUT: only the fields present)", () => {
  it("accepts any subset and returns only those fields", () => {
    expect(carUpdateSchema.parse({})).toEqual({});
    expect(carUpdateSchema.parse({ price: "99000" })).toEqual({ price: 99_000 });
    expect(carUpdateSchema.parse({ status: "sold" })).toEqual({ status: "sold" });
  });

  it("still refuses a present required field left blank, and applies the same rules", () => {
    const issues = issuesOf(carUpdateSchema.safeParse({ model: "" }));
    expect(carErrorMessage(issues)).toBe(CAR_REQUIRED_FIELDS);
    expect(carUpdateSchema.safeParse({ mileage: -1 }).success).toBe(false);
    expect(carUpdateSchema.safeParse({ status: "reserved" }).success).toBe(false);
    const images = Array.from({ length: 21 }, (_, index) => photo(`p${index}`));
    expect(carErrorMessage(issuesOf(carUpdateSchema.safeParse({ images })))).toBe(TOO_MANY_IMAGES);
  });

  it("is the form's schema too: the form's empty values are all missing", () => {
    const issues = issuesOf(
      carFormSchema.safeParse({
        brand: "",
        model: "",
        year: "",
        price: "",
        mileage: "",
        color: "",
        features: [],
        isFeatured: false,
        isTurbo: false,
      }),
    );
    expect(carErrorMessage(issues)).toBe(CAR_REQUIRED_FIELDS);
  });
});
