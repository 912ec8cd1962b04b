import { describe, expect, it } from "vitest";

import { MAX_MILEAGE } from "@/lib/constants/cars";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/constants/contact";
import { INVALID_PLATE } from "@/lib/trade-ins/plate";
import { INVALID_BRAND, INVALID_TRADE_IN_MILEAGE, tradeInSchema } from "@/lib/trade-ins/schema";

// The trade-in request's text fields, as the /avaliacao form and POST /api/trade-ins (multipart strings) send them.

const valid = {
  name: " João Souza ",
  phone: "(11) 98765-4321",
  email: "",
  brand: "Fiat",
  model: " Uno Mille ",
  year: "2012/2013",
  mileage: "98000",
  plate: "abc-1d23",
  notes: "",
};

const firstError = (input: Record<string, unknown>) => {
  const parsed = tradeInSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("tradeInSchema", () => {
  it("cleans a valid request: phone digits, plate normalized, blanks as null", () => {
    expect(tradeInSchema.parse(valid)).toEqual({
      name: "João Souza",
      phone: "11987654321",
      email: undefined,
      brand: "Fiat",
      model: "Uno Mille",
      year: "2012/2013",
      mileage: 98_000,
      plate: "ABC1D23",
      notes: null,
    });
  });

  it("takes the form's numbers as they are, and no plate at all", () => {
    const { plate: _plate, ...withoutPlate } = valid;
    const parsed = tradeInSchema.parse({ ...withoutPlate, mileage: 0, year: 2020 });
    expect(parsed).toMatchObject({ mileage: 0, year: "2020", plate: null });
  });

  it("refuses a plate that is neither old nor Mercosul", () => {
    expect(firstError({ ...valid, plate: "AB12345" })).toEqual([["plate", INVALID_PLATE]]);
    expect(firstError({ ...valid, plate: "ABC12D3" })).toEqual([["plate", INVALID_PLATE]]);
  });

  it("takes the brand from the option list only", () => {
    expect(firstError({ ...valid, brand: "Fusca Motors" })).toEqual([["brand", INVALID_BRAND]]);
    expect(firstError({ ...valid, brand: "" })).toEqual([["brand", REQUIRED_FIELDS_MESSAGE]]);
  });

  it("keeps mileage a whole number from 0 to 2,000,000", () => {
    expect(tradeInSchema.parse({ ...valid, mileage: String(MAX_MILEAGE) }).mileage).toBe(MAX_MILEAGE);
    for (const mileage of [MAX_MILEAGE + 1, -1, 10.5, "abc", "1e3"])
      expect(firstError({ ...valid, mileage })).toEqual([["mileage", INVALID_TRADE_IN_MILEAGE]]);
    expect(firstError({ ...valid, mileage: "" })).toEqual([["mileage", REQUIRED_FIELDS_MESSAGE]]);
  });

  it("applies the car year rules", () => {
    const next = new Date().getFullYear() + 3;
    for (const year of ["1899", String(next), "2020/2022", "20", "2020-2021"]) {
      const [[field, message]] = firstError({ ...valid, year }) as [[string, string]];
      expect(field).toBe("year");
      expect(message).toMatch(/^Ano inválido/);
    }
  });

  it("requires name, phone, model; refuses control characters", () => {
    const paths = firstError({ ...valid, name: "", phone: "", model: "  " }).map(([path]) => path);
    expect(paths).toEqual(["name", "phone", "model"]);
    expect(firstError({ ...valid, model: "Uno\u0000" })[0]![0]).toBe("model");
  });

  it("keeps notes on several lines, up to 5,000 characters", () => {
    expect(tradeInSchema.parse({ ...valid, notes: " Revisado\nÚnico dono " }).notes).toBe(
      "Revisado\nÚnico dono",
    );
    expect(firstError({ ...valid, notes: "x".repeat(5001) })[0]![0]).toBe("notes");
  });
});
