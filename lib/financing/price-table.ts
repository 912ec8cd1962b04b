// The car page's financing simulation (docs/business-rules.md "Financing simulation"): the Tabela Price
// (constant installments), shared by the simulator in the browser and the server that stores a proposal's
// simulation. Pure and without imports, so both sides compute the same cents.

/** The terms the simulator offers, in months. */
export const FINANCING_MONTHS = [12, 24, 36, 48, 60] as const;
export type FinancingMonths = (typeof FINANCING_MONTHS)[number];

/** The simulator's starting point: 20 % down, 48 months. */
export const DEFAULT_DOWN_PAYMENT_SHARE = 0.2;
export const DEFAULT_FINANCING_MONTHS: FinancingMonths = 48;

/** The reference monthly rate (percent) when FINANCING_MONTHLY_RATE is unset. */
export const DEFAULT_MONTHLY_RATE_PERCENT = 1.79;

export type FinancingSimulation = {
  downPayment: number;
  months: number;
  /** Percent per month, e.g. 1.79. */
  monthlyRate: number;
  installment: number;
  financedAmount: number;
  /** downPayment + installment × months. */
  total: number;
};

export function isFinancingMonths(value: number): value is FinancingMonths {
  return (FINANCING_MONTHS as readonly number[]).includes(value);
}

/** Rounded to cents, halves away from zero; the small nudge absorbs binary floating point (1.005 → 1.01). */
export function roundToCents(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-7)) / 100;
}

/** 20 % of the price, in cents. */
export function defaultDownPayment(price: number): number {
  return roundToCents(price * DEFAULT_DOWN_PAYMENT_SHARE);
}

/**
 * The constant installment of the Tabela Price: P·i / (1 − (1 + i)^−n), unrounded. `rate` is a fraction per
 * month (0.0179); a rate of 0 divides the principal evenly.
 */
export function priceTableInstallment(principal: number, rate: number, months: number): number {
  if (!(months > 0)) throw new RangeError("months must be positive");
  if (principal <= 0) return 0;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - Math.pow(1 + rate, -months));
}

/**
 * The whole simulation for a car of `price` with `downPayment` down over `months`, at `monthlyRatePercent` a
 * month. Money is rounded to cents at the end only; the down payment is clamped to 0..price so a half-typed
 * field never shows a negative financed amount (the server refuses such input before it gets here).
 */
export function simulateFinancing(input: {
  price: number;
  downPayment: number;
  months: number;
  monthlyRatePercent: number;
}): FinancingSimulation {
  const price = Math.max(0, input.price);
  const downPayment = roundToCents(Math.min(Math.max(0, input.downPayment), price));
  const financedAmount = roundToCents(price - downPayment);
  const installment = roundToCents(
    priceTableInstallment(financedAmount, input.monthlyRatePercent / 100, input.months),
  );
  return {
    downPayment,
    months: input.months,
    monthlyRate: input.monthlyRatePercent,
    installment,
    financedAmount,
    total: roundToCents(downPayment + installment * input.months),
  };
}

/** "1,79% a.m.": the rate as the page shows it. */
export function formatMonthlyRate(percent: number): string {
  return `${percent.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 4 })}% a.m.`;
}
