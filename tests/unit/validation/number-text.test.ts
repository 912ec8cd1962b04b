import { describe, expect, it } from "vitest";

import { carCreateSchema } from "@/lib/cars/schema";
import { parseDecimalText } from "@/lib/validation/numbers";

describe("parseDecimalText: numbers typed the Brazilian way", () => {
  it.each([
    ["52.900", 52900],
    ["52.900,00", 52900],
    ["61.000", 61000],
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

  it.each(["", "1.50,25", "1,234.50", "1.234.5", "1e3", "0x10", "NaN", "12abc", ",5", "5,", "1".repeat(40)])(
    "refuses %j",
    (text) => {
      expect(parseDecimalText(text)).toBeNaN();
    },
  );

  it("a car typed with thousands separators is saved with its real price and mileage", () => {
    const car = carCreateSchema.parse({
      brand: "Toyota",
      model: "Corolla",
      year: "2022",
      price: "52.900",
      mileage: "61.000",
      color: "Prata",
    });
    expect(car.price).toBe(52900);
    expect(car.mileage).toBe(61000);
    expect(carCreateSchema.parse({ ...car, price: "52.900,00" }).price).toBe(52900);
  });
});
