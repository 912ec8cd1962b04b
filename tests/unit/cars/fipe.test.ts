import { afterEach, describe, expect, it, vi } from "vitest";

import { fipeComparison, formatReferenceMonth, maskFipeCode } from "@/lib/cars/fipe";
import { carCreateSchema, carFormSchema, carUpdateSchema, FIPE_ALL_OR_NONE } from "@/lib/cars/schema";
import { headlinesOf, inputErrorBody } from "@/lib/validation/input-errors";

// The API's answer to a failed car validation, as the one error mapper builds it from the cars' headline table.
type Issues = Parameters<typeof inputErrorBody>[0];
const carErrorMessage = (issues: Issues) => inputErrorBody(issues, headlinesOf(carCreateSchema)).error;
const carFieldErrors = (issues: Issues) => inputErrorBody(issues, headlinesOf(carCreateSchema)).fields;

const valid = { brand: "Toyota", model: "Corolla", year: "2022", price: 95_000, mileage: 1, color: "Prata" };
const fipe = { fipeCode: "005340-6", fipePrice: 100_000, fipeReferenceMonth: "2026-10" };

afterEach(() => vi.useRealTimers());

function fieldsOf(result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) {
  expect(result.success).toBe(false);
  return carFieldErrors(result.error!.issues);
}

describe("the Tabela FIPE fields: all three or none", () => {
  it("accepts the three together, or none of them (absent or blank)", () => {
    expect(carCreateSchema.parse({ ...valid, ...fipe })).toMatchObject(fipe);
    expect(carCreateSchema.safeParse(valid).success).toBe(true);
    expect(
      carCreateSchema.parse({ ...valid, fipeCode: " ", fipePrice: null, fipeReferenceMonth: "" }),
    ).toMatchObject({ fipeCode: null, fipePrice: null, fipeReferenceMonth: null });
  });

  it("refuses one or two of them, naming the missing ones with the pt-BR text", () => {
    const fields = fieldsOf(carCreateSchema.safeParse({ ...valid, fipeCode: fipe.fipeCode }));
    expect(fields).toEqual({ fipePrice: FIPE_ALL_OR_NONE, fipeReferenceMonth: FIPE_ALL_OR_NONE });
    const result = carCreateSchema.safeParse({ ...valid, ...fipe, fipeReferenceMonth: "" });
    expect(fieldsOf(result)).toEqual({ fipeReferenceMonth: FIPE_ALL_OR_NONE });
    expect(carErrorMessage(result.error!.issues)).toBe(FIPE_ALL_OR_NONE);
    // The form checks the same rule before anything is sent.
    expect(fieldsOf(carFormSchema.safeParse({ ...valid, fipePrice: 1000 }))).toHaveProperty("fipeCode");
  });

  it("on an update, the three travel together: one alone is refused, none leaves them as they are", () => {
    expect(carUpdateSchema.parse({ price: 90_000 })).toEqual({ price: 90_000 });
    expect(carUpdateSchema.parse(fipe)).toEqual(fipe);
    expect(carUpdateSchema.parse({ fipeCode: null, fipePrice: null, fipeReferenceMonth: null })).toEqual({
      fipeCode: null,
      fipePrice: null,
      fipeReferenceMonth: null,
    });
    expect(fieldsOf(carUpdateSchema.safeParse({ fipePrice: 99_000 }))).toEqual({
      fipeCode: FIPE_ALL_OR_NONE,
      fipeReferenceMonth: FIPE_ALL_OR_NONE,
    });
    // Clearing one alone would leave part of a reference behind.
    expect(fieldsOf(carUpdateSchema.safeParse({ fipeCode: null }))).toHaveProperty("fipePrice");
  });

  it("checks the code's format NNNNNN-N", () => {
    for (const code of ["0053406", "00534-06", "005340-66", "a05340-6", "005340 6"])
      expect(fieldsOf(carCreateSchema.safeParse({ ...valid, ...fipe, fipeCode: code })).fipeCode, code).toBe(
        "Código FIPE inválido: use o formato 000000-0",
      );
    expect(carCreateSchema.parse({ ...valid, ...fipe, fipeCode: " 005340-6 " }).fipeCode).toBe("005340-6");
  });

  it("checks the month YYYY-MM, from 2000 to the current month in São Paulo", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 01:00 UTC on 1 Dec is still 30 Nov in São Paulo.
    vi.setSystemTime(new Date("2026-12-01T01:00:00Z"));
    const month = (value: string) =>
      carCreateSchema.safeParse({ ...valid, ...fipe, fipeReferenceMonth: value });
    expect(month("2026-11").success).toBe(true);
    expect(fieldsOf(month("2026-12")).fipeReferenceMonth).toBe(
      "O mês de referência não pode estar no futuro",
    );
    for (const value of ["2026-13", "2026-00", "2026-1", "11/2026", "1999-12", "2026-11-01"])
      expect(fieldsOf(month(value)).fipeReferenceMonth, value).toBe(
        "Mês de referência inválido: use o formato AAAA-MM",
      );
  });

  it("keeps the money rules for the FIPE price", () => {
    expect(carCreateSchema.parse({ ...valid, ...fipe, fipePrice: "98500,90" }).fipePrice).toBe(98_500.9);
    for (const price of [0, -1, 10_000_001, 1.234, "abc"])
      expect(carCreateSchema.safeParse({ ...valid, ...fipe, fipePrice: price }).success, String(price)).toBe(
        false,
      );
  });
});

describe("the FIPE code mask", () => {
  it("keeps digits and puts the dash before the last one", () => {
    expect(maskFipeCode("")).toBe("");
    expect(maskFipeCode("00534")).toBe("00534");
    expect(maskFipeCode("005340")).toBe("005340");
    expect(maskFipeCode("0053406")).toBe("005340-6");
    expect(maskFipeCode("005.340-6 99")).toBe("005340-6");
  });
});

describe("how far below the Tabela FIPE", () => {
  const car = (price: number, fipePrice: number | null, month: string | null = "2026-11") => ({
    price,
    fipePrice,
    fipeReferenceMonth: month,
  });

  it("says it in R$ and whole percent, with the reference month", () => {
    expect(fipeComparison(car(95_900, 100_000))).toEqual({
      amount: 4_100,
      percent: 4,
      text: "R$\u00a04.100 (4%) abaixo da Tabela FIPE",
      reference: "ref. nov/2026",
    });
  });

  it("rounds both figures down, so the claim is never more than the truth", () => {
    // 5 999,99 below 100 000 is 5.99999 %: "R$ 5.999 (5%)", never 6 %.
    expect(fipeComparison(car(94_000.01, 100_000))).toMatchObject({ amount: 5_999, percent: 5 });
    expect(fipeComparison(car(99_500, 100_000))?.text).toBe(
      "R$\u00a0500 (menos de 1%) abaixo da Tabela FIPE",
    );
    expect(fipeComparison(car(99_999.5, 100_000))).toBeNull();
  });

  it("says nothing when the price is not below, or without a reference", () => {
    expect(fipeComparison(car(100_000, 100_000))).toBeNull();
    expect(fipeComparison(car(120_000, 100_000))).toBeNull();
    expect(fipeComparison(car(90_000, null, null))).toBeNull();
  });

  it("writes the month as the short pt-BR name and the year", () => {
    expect(formatReferenceMonth("2026-01")).toBe("jan/2026");
    expect(formatReferenceMonth("2025-12")).toBe("dez/2025");
    expect(formatReferenceMonth("2025-13")).toBe("2025-13");
  });
});
