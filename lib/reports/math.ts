// Report arithmetic (docs/business-rules.md, docs/business-rules.md "Reports and exports"), in whole cents so sums never drift the way float
// reais do; money leaves as reais (numbers with at most two decimals) only at the edge. No server imports.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cents of a money value with at most two decimals (a Prisma Decimal, a number or its text). */
export function toCents(value: { toFixed(digits: number): string } | number | string): number {
  const text = typeof value === "string" ? Number(value).toFixed(2) : value.toFixed(2);
  return Math.round(Number(text) * 100);
}

export const fromCents = (cents: number): number => cents / 100;

export type ReportSummary = { totalSales: number; totalExpenses: number; netProfit: number; margin: number };

/**
 * GET /api/reports/summary: totalSales sums the closed sales; netProfit = totalSales − all expenses; margin =
 * netProfit / totalSales × 100 rounded to one decimal (halves away from zero), 0 when nothing was sold.
 */
export function reportSummary(closedSalesCents: number, expensesCents: number): ReportSummary {
  const netCents = closedSalesCents - expensesCents;
  return {
    totalSales: fromCents(closedSalesCents),
    totalExpenses: fromCents(expensesCents),
    netProfit: fromCents(netCents),
    margin: marginPercent(netCents, closedSalesCents),
  };
}

export function marginPercent(netCents: number, salesCents: number): number {
  if (salesCents <= 0) return 0;
  // Tenths of a percent from integers: net × 1000 / sales, rounded half away from zero.
  const tenths = (netCents * 1000) / salesCents;
  const rounded = Math.sign(tenths) * Math.round(Math.abs(tenths));
  return rounded / 10 || 0;
}

/** Whole calendar days from one date-only value ("YYYY-MM-DD") to another; never negative. */
export function daysBetween(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

/** The mean of the values, rounded to whole days; null without values. */
export function averageDays(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** Which sale, and which car, a sold car's line is of. */
export type SoldCarIdentity = {
  saleId: string;
  carId: string | null;
  brand: string;
  model: string;
  year: string;
  /** YYYY-MM-DD */
  saleDate: string;
};

export type SoldCarInput = SoldCarIdentity & {
  salePriceCents: number;
  purchasePriceCents: number | null;
  /** YYYY-MM-DD */
  purchaseDate: string | null;
  /** The expenses linked to the car. */
  expensesCents: number;
  /** A consigned car's amount due to its owner (its purchase price, if any, is then ignored); null otherwise. */
  netToOwnerCents?: number | null;
  /** A consigned car's consignment start (YYYY-MM-DD): its days in stock count from there. */
  consignmentStart?: string | null;
};

export type SoldCarRow = SoldCarIdentity & {
  salePrice: number;
  purchasePrice: number | null;
  purchaseDate: string | null;
  expenses: number;
  /** A consigned car's amount due to its owner; null for a car the dealer bought. */
  netToOwner: number | null;
  /**
   * Sale price − purchase price − the car's expenses; for a consigned car, sale price − the amount due to its
   * owner − its expenses. Null when the purchase price of a bought car is unknown.
   */
  profit: number | null;
  /** Purchase date (consignment start for a consigned car) to sale date; null when unknown. */
  daysInStock: number | null;
};

export type CarProfitTotals = {
  salePrice: number;
  /** Of the bought cars (a consigned car's purchase price is ignored). */
  purchasePrice: number;
  /** What the consigned cars' owners are due. */
  netToOwner: number;
  expenses: number;
  /**
   * Sum of the known profits: the sold cars' sale prices − their purchase prices − their expenses. Beside the
   * summary's net profit (sales − expenses, which leaves out what the cars cost to buy) it is the profit left
   * after the cost of the cars sold.
   */
  profit: number;
  /** Bought cars left out of `profit` because their purchase price is unknown. */
  withoutPurchasePrice: number;
  /** Mean purchase-to-sale time of the rows that know it. */
  averageDaysInStock: number | null;
};

export function soldCarRow(input: SoldCarInput): SoldCarRow {
  const consigned = input.netToOwnerCents != null;
  const costCents = consigned ? input.netToOwnerCents! : input.purchasePriceCents;
  const profitCents = costCents === null ? null : input.salePriceCents - costCents - input.expensesCents;
  const inStockSince = consigned ? (input.consignmentStart ?? null) : input.purchaseDate;
  return {
    saleId: input.saleId,
    carId: input.carId,
    brand: input.brand,
    model: input.model,
    year: input.year,
    saleDate: input.saleDate,
    salePrice: fromCents(input.salePriceCents),
    purchasePrice: input.purchasePriceCents === null ? null : fromCents(input.purchasePriceCents),
    purchaseDate: input.purchaseDate,
    expenses: fromCents(input.expensesCents),
    netToOwner: consigned ? fromCents(input.netToOwnerCents!) : null,
    profit: profitCents === null ? null : fromCents(profitCents),
    daysInStock: inStockSince ? daysBetween(inStockSince, input.saleDate) : null,
  };
}

export type ProfitAfterCarCost = {
  /** The closed sales. */
  sales: number;
  /** What the cars sold cost to buy. */
  carCost: number;
  /** Every expense, those linked to a car included. */
  expenses: number;
  /** sales − carCost − expenses. */
  profit: number;
  /** profit ÷ sales, in percent with one decimal; 0 when nothing was sold. */
  margin: number;
  /** Sold cars without a purchase price: their cost is missing from carCost, so the profit is overstated. */
  withoutPurchasePrice: number;
};

/**
 * The reports tab's headline: what the business made after what the cars it sold cost to buy. The summary's
 * netProfit (the agreed sales − expenses) leaves that cost out, since purchases are not expenses here, and reads as
 * a profit several times too large; this is the figure an owner means by profit. The cost is the per-car report's
 * sum of purchase prices over the sold cars.
 */
export function profitAfterCarCost(
  summary: Pick<ReportSummary, "totalSales" | "totalExpenses">,
  soldCars: Pick<CarProfitTotals, "purchasePrice" | "withoutPurchasePrice">,
): ProfitAfterCarCost {
  const sales = toCents(summary.totalSales);
  const carCost = toCents(soldCars.purchasePrice);
  const expenses = toCents(summary.totalExpenses);
  const profit = sales - carCost - expenses;
  return {
    sales: fromCents(sales),
    carCost: fromCents(carCost),
    expenses: fromCents(expenses),
    profit: fromCents(profit),
    margin: marginPercent(profit, sales),
    withoutPurchasePrice: soldCars.withoutPurchasePrice,
  };
}
