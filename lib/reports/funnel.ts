import { z } from "zod";

import { addDays, isIsoDay } from "@/lib/format/dates";
import { averageDays, daysBetween } from "@/lib/reports/math";

// The sales funnel and stock age of the reports tab (docs/business-rules.md "Reports and exports"): the period's
// query, shared by the route and the tab's period picker, the answers' shapes and their arithmetic. No server
// imports.

/** Days in the default period: today and the 29 days before, like the analytics chart. */
export const FUNNEL_DEFAULT_DAYS = 30;
/**
 * The longest period: a year, leap day included. The daily counts read grow with the days asked for
 * (days × cars × actions), so a bound keeps one request's cost at a year's worth whatever the history holds.
 */
export const FUNNEL_MAX_DAYS = 366;
/** Rows answered at most (most viewed first); the totals still cover every car of the period. */
export const FUNNEL_MAX_CARS = 500;
/** A car in stock longer than this many days is flagged by the stock-age list. */
export const STOCK_AGE_ALERT_DAYS = 60;

export const INVALID_FUNNEL_DATE = "Data inválida: use AAAA-MM-DD.";
export const FUNNEL_RANGE_REVERSED = "A data inicial deve ser anterior ou igual à data final.";
export const FUNNEL_RANGE_TOO_LONG = `Período muito longo: escolha até ${FUNNEL_MAX_DAYS} dias.`;

/** The default period ending `today` (a São Paulo "YYYY-MM-DD"). */
export function defaultFunnelRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(FUNNEL_DEFAULT_DAYS - 1)), to: today };
}

const day = z
  .string({ error: INVALID_FUNNEL_DATE })
  .max(10, { error: INVALID_FUNNEL_DATE, abort: true })
  .refine(isIsoDay, INVALID_FUNNEL_DATE)
  .optional();

/**
 * The query's fields: `from` and `to` (both optional, "YYYY-MM-DD", inclusive São Paulo days). A missing bound comes from the
 * default period: `to` defaults to today, `from` to 29 days before `to`.
 */
export const funnelRangeSchema = z.object({ from: day, to: day });

/** The period asked for, its missing bounds filled from `today`, refused when reversed or too long. */
export function funnelQuerySchema(today: string) {
  return funnelRangeSchema
    .transform(({ from, to }) => {
      const end = to || today;
      return { from: from || addDays(end, -(FUNNEL_DEFAULT_DAYS - 1)), to: end };
    })
    .superRefine(({ from, to }, context) => {
      if (from > to) context.addIssue({ code: "custom", path: ["from"], message: FUNNEL_RANGE_REVERSED });
      else if (daysBetween(from, to) + 1 > FUNNEL_MAX_DAYS)
        context.addIssue({ code: "custom", path: ["from"], message: FUNNEL_RANGE_TOO_LONG });
    });
}
export type FunnelQuery = { from: string; to: string };

const count = z.number().int();

const funnelCountsSchema = z.object({
  views: count,
  whatsappClicks: count,
  phoneClicks: count,
  proposals: count,
  appointments: count,
});
export type FunnelCounts = z.output<typeof funnelCountsSchema>;

const funnelCarSchema = funnelCountsSchema.extend({
  carId: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.string(),
  /** A closed sale of the car has its sale date in the period. */
  sold: z.boolean().describe("Uma venda fechada do carro tem a data de venda no período"),
  /** From the purchase date (else the day it was created) to its latest closed sale, or to today. */
  daysInStock: count.describe("Da data de compra (ou do cadastro) até a última venda fechada, ou até hoje"),
});
export type FunnelCar = z.output<typeof funnelCarSchema>;
export type FunnelTotals = FunnelCounts & { sold: number };

/** GET /api/reports/funnel. */
export const funnelReportSchema = z.object({
  cars: z.array(funnelCarSchema),
  totals: funnelCountsSchema.extend({ sold: count }).describe("Cobre todos os carros do período"),
});
export type FunnelReport = z.output<typeof funnelReportSchema>;

/** A ratio as a percentage with one decimal; null when the base is 0 (nothing to divide by). */
export function percent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export type FunnelRates = {
  /** WhatsApp and phone clicks per view. */
  contactsPerView: number | null;
  /** Proposals per view. */
  proposalsPerView: number | null;
  /** Visits booked per proposal. */
  appointmentsPerProposal: number | null;
  /** Sales per proposal. */
  soldPerProposal: number | null;
};

/** The conversion rates of one step to another, in percent; a step after an empty one has no rate. */
export function funnelRates(counts: FunnelCounts & { sold: number | boolean }): FunnelRates {
  const sold = typeof counts.sold === "boolean" ? Number(counts.sold) : counts.sold;
  return {
    contactsPerView: percent(counts.whatsappClicks + counts.phoneClicks, counts.views),
    proposalsPerView: percent(counts.proposals, counts.views),
    appointmentsPerProposal: percent(counts.appointments, counts.proposals),
    soldPerProposal: percent(sold, counts.proposals),
  };
}

const stockAgeCarSchema = z.object({
  carId: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.string(),
  price: z.number(),
  daysInStock: count,
});
export type StockAgeCar = z.output<typeof stockAgeCarSchema>;

/** GET /api/reports/stock-age. */
export const stockAgeReportSchema = z.object({
  cars: z.array(stockAgeCarSchema),
  meanDays: count.describe("Média em dias inteiros; 0 sem carros"),
  over60: z
    .array(z.string())
    .describe(`Os ids dos carros há mais de ${STOCK_AGE_ALERT_DAYS} dias no estoque`),
});
export type StockAgeReport = z.output<typeof stockAgeReportSchema>;

export type StockAgeInput = Omit<StockAgeCar, "daysInStock"> & {
  /** "YYYY-MM-DD", or null. */
  purchaseDate: string | null;
  /** The São Paulo day the car was created, "YYYY-MM-DD". */
  createdDay: string;
};

/**
 * The available cars oldest first (days since the purchase date, or since the car was created without one; the
 * id breaks ties), their mean age in whole days (0 without cars) and those over 60 days.
 */
export function stockAge(cars: readonly StockAgeInput[], today: string): StockAgeReport {
  const rows = cars
    .map(({ purchaseDate, createdDay, ...car }) => ({
      ...car,
      daysInStock: daysBetween(purchaseDate ?? createdDay, today),
    }))
    .sort((a, b) => b.daysInStock - a.daysInStock || (a.carId < b.carId ? -1 : a.carId > b.carId ? 1 : 0));
  return {
    cars: rows,
    meanDays: averageDays(rows.map((car) => car.daysInStock)) ?? 0,
    over60: rows.filter((car) => car.daysInStock > STOCK_AGE_ALERT_DAYS).map((car) => car.carId),
  };
}
