import { describe, expect, it } from "vitest";

import {
  formatPlate,
  isValidChassis,
  isValidPlate,
  isValidRenavam,
  registrationChars,
} from "@/lib/cars/registration";
import { carFormSchema, carUpdateSchema } from "@/lib/cars/schema";
import { inputErrorBody } from "@/lib/validation/input-errors";

const base = { brand: "Toyota", model: "Corolla", year: "2022", price: 100_000, mileage: 0, color: "Prata" };

describe("car registration numbers", () => {
  it("accepts old and Mercosul plates, with separators and in any case", () => {
    for (const plate of ["ABC1234", "abc1234", "ABC-1234", "abc 1234", "ABC1D23", "bra2e19", "BRA-2E19"])
      expect(isValidPlate(plate), plate).toBe(true);
  });

  it("refuses other plates", () => {
    for (const plate of [
      "",
      "AB1234",
      "ABCD123",
      "ABC12D3",
      "1BC1234",
      "ABC123",
      "ABC12345",
      "ÁBC1234",
      "ABC_1234",
    ])
      expect(isValidPlate(plate), plate).toBe(false);
    expect(isValidPlate(`ABC1234${" ".repeat(50)}`)).toBe(false);
  });

  it("accepts an 11-digit RENAVAM with its check digit, punctuation dropped", () => {
    for (const renavam of ["00639884962", "0063988496-2", "12345678900", "87260577761"])
      expect(isValidRenavam(renavam), renavam).toBe(true);
  });

  it("refuses a wrong check digit, other lengths, letters and repeated digits", () => {
    for (const renavam of [
      "00639884963",
      "639884962",
      "006398849620",
      "1234567890A",
      "00000000000",
      "11111111111",
    ])
      expect(isValidRenavam(renavam), renavam).toBe(false);
  });

  it("accepts a 17-character chassis without I, O or Q, in any case", () => {
    for (const chassis of [
      "9BWZZZ377VT004251",
      "9bwzzz377vt004251",
      "1HGCM82633A004352",
      "93HGE6870EZ123456",
    ])
      expect(isValidChassis(chassis), chassis).toBe(true);
  });

  it("refuses a chassis of another length or with I, O or Q", () => {
    for (const chassis of [
      "9BWZZZ377VT00425",
      "9BWZZZ377VT0042511",
      "9BWZZZ377VT00425I",
      "9BWZZZ377VTO04251",
      "QBWZZZ377VT004251",
      "9BWZZZ377VT00425*",
    ])
      expect(isValidChassis(chassis), chassis).toBe(false);
  });

  it("normalizes to capitals without separators and prints old plates with a hyphen", () => {
    expect(registrationChars("abc-1d23")).toBe("ABC1D23");
    expect(formatPlate("ABC1234")).toBe("ABC-1234");
    expect(formatPlate("ABC1D23")).toBe("ABC1D23");
  });
});

describe("the car schema's registration fields", () => {
  it("stores them normalized, and blank as null", () => {
    const parsed = carFormSchema.parse({
      ...base,
      plate: "abc-1d23",
      renavam: "0063988496-2",
      chassis: "9bwzzz377vt004251",
    });
    expect(parsed).toMatchObject({ plate: "ABC1D23", renavam: "00639884962", chassis: "9BWZZZ377VT004251" });
    expect(carUpdateSchema.parse({ plate: "", renavam: null, chassis: "  " })).toEqual({
      plate: null,
      renavam: null,
      chassis: null,
    });
    expect(carFormSchema.parse(base)).not.toHaveProperty("plate");
  });

  it("answers each bad value with its pt-BR message under its field", () => {
    const result = carFormSchema.safeParse({
      ...base,
      plate: "AB-123",
      renavam: "00639884963",
      chassis: "9BWZZZ377VTO04251",
    });
    expect(result.success).toBe(false);
    const { fields } = inputErrorBody(result.error!.issues);
    expect(fields.plate).toBe("Placa inválida");
    expect(fields.renavam).toMatch(/^RENAVAM inválido/);
    expect(fields.chassis).toMatch(/^Chassi inválido/);
    expect(carUpdateSchema.safeParse({ plate: 1234567 }).success).toBe(false);
  });
});
