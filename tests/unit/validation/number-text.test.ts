import { describe, expect, it } from "vitest";

import { carCreateSchema } from "@/lib/cars/schema";
import { parseDecimalText } from "@/lib/validation/numbers";

describe("parseDecimalText: numbers typed the Brazilian way", () => {
  it.each([
    ["52.900,00", 52900],
    ["1.234.567,89", 1234567.89],
    ["1500,25", 1500.25],
    ["1500.25", 1500.25],
    ["1.5", 1.5],
    ["52.90", 52.9],
    [" 89 900,5 ", 89900.5],
    ["132900", 132900],
  ])("reads %s as %d", (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });

  // Thousands or a decimal point? Once read as 52.9 and 61: now refused, never guessed.
  it.each(["52.900", "61.000", "10.005", "1.234.567"])("refuses the ambiguous %s", (text) => {
    expect(parseDecimalText(text)).toBeNaN();
  });

  it.each([
    "",
    "1.50,25",
    "1,234.50",
    "1.234.5",
    "1e3",
    "0x10",
    "NaN",
    "12abc",
    ",5",
    "5,",
    "1".repeat(1_001),
  ])("refuses %j", (text) => {
    expect(parseDecimalText(text)).toBeNaN();
  });

  it("a car sent with pt-BR text is saved with its real price, or refused when the text is ambiguous", () => {
    const car = {
      brand: "Toyota",
      model: "Corolla",
      year: "2022",
      price: "52.900,00",
      mileage: 61000,
      color: "Prata",
    };
    expect(carCreateSchema.parse(car)).toMatchObject({ price: 52900, mileage: 61000 });
    expect(carCreateSchema.safeParse({ ...car, price: "52.900" }).success).toBe(false);
    expect(carCreateSchema.safeParse({ ...car, mileage: "61.000" }).success).toBe(false);
  });
});
