import { describe, expect, it } from "vitest";

import {
  defaultDownPayment,
  FINANCING_MONTHS,
  formatMonthlyRate,
  isFinancingMonths,
  priceTableInstallment,
  roundToCents,
  simulateFinancing,
} from "@/lib/financing/price-table";
import {
  DOWN_PAYMENT_ABOVE_PRICE,
  DOWN_PAYMENT_REQUIRED,
  FINANCING_WITHOUT_CAR,
  financingFormSchema,
  financingInputSchema,
  INVALID_DOWN_PAYMENT,
  INVALID_FINANCING_MONTHS,
  ticketInputSchema,
} from "@/lib/tickets/schema";

describe("Tabela Price (docs/business-rules.md: installment = P·i / (1 − (1 + i)^−n))", () => {
  it("gives the known installments", () => {
    // P = 80,000 at 1.79 % a month over 48 months.
    expect(roundToCents(priceTableInstallment(80_000, 0.0179, 48))).toBe(2497.96);
    // The textbook case: 100,000 at 2 % over 12 months is 9,455.96.
    expect(roundToCents(priceTableInstallment(100_000, 0.02, 12))).toBe(9455.96);
  });

  it("divides evenly at a rate of 0 and owes nothing on nothing financed", () => {
    expect(priceTableInstallment(12_000, 0, 12)).toBe(1000);
    expect(priceTableInstallment(0, 0.0179, 48)).toBe(0);
    expect(() => priceTableInstallment(1000, 0.01, 0)).toThrow(RangeError);
  });

  it("simulates a car of 100,000 with 20 % down over 48 months, rounding only at the end", () => {
    const simulation = simulateFinancing({
      price: 100_000,
      downPayment: defaultDownPayment(100_000),
      months: 48,
      monthlyRatePercent: 1.79,
    });
    expect(simulation).toEqual({
      downPayment: 20_000,
      months: 48,
      monthlyRate: 1.79,
      installment: 2497.96,
      financedAmount: 80_000,
      total: 139_902.08,
    });
  });

  it("rounds to cents half away from zero despite binary floating point", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2497.956069)).toBe(2497.96);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(defaultDownPayment(89_990.55)).toBe(17_998.11);
  });

  it("keeps the down payment within 0..price (a half-typed field never finances a negative amount)", () => {
    const above = simulateFinancing({
      price: 50_000,
      downPayment: 60_000,
      months: 12,
      monthlyRatePercent: 1.79,
    });
    expect(above).toMatchObject({ downPayment: 50_000, financedAmount: 0, installment: 0, total: 50_000 });
    const below = simulateFinancing({ price: 50_000, downPayment: -5, months: 12, monthlyRatePercent: 0 });
    expect(below).toMatchObject({ downPayment: 0, financedAmount: 50_000, installment: 4166.67 });
  });

  it("offers 12 to 60 months in steps of 12 and shows the rate the pt-BR way", () => {
    expect(FINANCING_MONTHS).toEqual([12, 24, 36, 48, 60]);
    expect(isFinancingMonths(48)).toBe(true);
    expect(isFinancingMonths(72)).toBe(false);
    expect(isFinancingMonths(13)).toBe(false);
    expect(formatMonthlyRate(1.79)).toBe("1,79% a.m.");
  });
});

describe("financing input (shared by the simulator and POST /api/contact-tickets)", () => {
  const issue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it("accepts a down payment from 0 up to the price and the listed terms", () => {
    expect(financingInputSchema.safeParse({ downPayment: 0, months: 12 }).success).toBe(true);
    expect(financingFormSchema(90_000).safeParse({ downPayment: 90_000, months: 60 }).success).toBe(true);
  });

  it("refuses a missing or bad down payment, a term off the list and a down payment above the price", () => {
    expect(issue(financingInputSchema.safeParse({ months: 48 }))).toBe(DOWN_PAYMENT_REQUIRED);
    expect(issue(financingInputSchema.safeParse({ downPayment: -1, months: 48 }))).toBe(INVALID_DOWN_PAYMENT);
    expect(issue(financingInputSchema.safeParse({ downPayment: 10.123, months: 48 }))).toBe(
      INVALID_DOWN_PAYMENT,
    );
    expect(issue(financingInputSchema.safeParse({ downPayment: 1000, months: 72 }))).toBe(
      INVALID_FINANCING_MONTHS,
    );
    expect(issue(financingFormSchema(90_000).safeParse({ downPayment: 90_000.01, months: 48 }))).toBe(
      DOWN_PAYMENT_ABOVE_PRICE,
    );
    expect(INVALID_FINANCING_MONTHS).toBe("Prazo inválido: escolha 12, 24, 36, 48 ou 60 meses.");
  });

  it("belongs to a proposal: without carId it is refused", () => {
    const base = { name: "Ana", email: "ana@example.com", phone: "11987654321", message: "Oi" };
    const financing = { downPayment: 1000, months: 48 };
    expect(issue(ticketInputSchema.safeParse({ ...base, financing }))).toBe(FINANCING_WITHOUT_CAR);
    const parsed = ticketInputSchema.safeParse({ ...base, carId: "c123456789", financing });
    expect(parsed.success && parsed.data.financing).toEqual(financing);
    expect(ticketInputSchema.safeParse({ ...base, financing: null }).success).toBe(true);
  });
});
