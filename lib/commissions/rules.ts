import { z } from "zod";

import { MAX_COMMISSION_PERCENT } from "@/lib/constants/finance";
import { addDays, isIsoDay } from "@/lib/format/dates";
import { hasAtMostTwoDecimals, parseNumberInput } from "@/lib/validation/numbers";

// Commissions (docs/business-rules.md "Commissions"): each seller's rate, the commission of a closed sale and the
// report's period. Pure; no server imports.

export const INVALID_COMMISSION_PERCENT = `Comissão inválida: use um percentual de 0 a ${MAX_COMMISSION_PERCENT}, com até duas casas decimais`;
export const INVALID_COMMISSION_DATE = "Data inválida: use AAAA-MM-DD.";
export const COMMISSION_RANGE_REVERSED = "A data inicial deve ser anterior ou igual à data final.";
export const COMMISSION_MAX_DAYS = 366;
export const COMMISSION_RANGE_TOO_LONG = `Período muito longo: escolha até ${COMMISSION_MAX_DAYS} dias.`;

/** A rate in percent, 0 to 20 with at most two decimals (a JSON number, or a text typed the pt-BR way). */
export const commissionPercentSchema = z
  .union([z.number(), z.string()], { error: INVALID_COMMISSION_PERCENT })
  .transform((raw, context): number => {
    const value = parseNumberInput(raw);
    if (
      value === undefined ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > MAX_COMMISSION_PERCENT ||
      !hasAtMostTwoDecimals(value)
    ) {
      context.addIssue({ code: "custom", message: INVALID_COMMISSION_PERCENT });
      return z.NEVER;
    }
    return Math.round(value * 100) / 100;
  });

/** salePrice × percent / 100, rounded to cents (half away from zero), in whole cents so nothing drifts. */
export function commissionCents(salePriceCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.round((salePriceCents * hundredths) / 10_000);
}

/** The first day of the month of a "YYYY-MM-DD" day. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

const day = z
  .string({ error: INVALID_COMMISSION_DATE })
  .max(10, { error: INVALID_COMMISSION_DATE, abort: true })
  .refine(isIsoDay, INVALID_COMMISSION_DATE)
  .optional();

/**
 * GET /api/reports/commissions?from&to: inclusive São Paulo days; `to` defaults to today and `from` to the first
 * day of `to`'s month, so no parameter means this month so far.
 */
/** The query's fields as sent: `from` and `to`, both optional. */
export const commissionRangeSchema = z.object({ from: day, to: day });

export function commissionQuerySchema(today: string) {
  return commissionRangeSchema
    .transform(({ from, to }) => {
      const end = to || today;
      return { from: from || monthStart(end), to: end };
    })
    .superRefine(({ from, to }, context) => {
      if (from > to) context.addIssue({ code: "custom", path: ["from"], message: COMMISSION_RANGE_REVERSED });
      else if (addDays(from, COMMISSION_MAX_DAYS) <= to)
        context.addIssue({ code: "custom", path: ["from"], message: COMMISSION_RANGE_TOO_LONG });
    });
}
export type CommissionQuery = { from: string; to: string };

const commissionLineSchema = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  closedSales: z.number().int(),
  total: z.number().describe("Soma das vendas fechadas"),
  commission: z.number().describe("A comissão, cada venda à taxa guardada ao fechar"),
});
export type CommissionLine = z.output<typeof commissionLineSchema>;

/** GET /api/reports/commissions. */
export const commissionReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  salespeople: z.array(commissionLineSchema),
  total: z.number(),
  commission: z.number(),
});
export type CommissionReport = z.output<typeof commissionReportSchema>;

/** The days of a month ("YYYY-MM") the report covers: from its first day to its last, or to today if sooner. */
export function monthRange(month: string, today: string): CommissionQuery {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last < today ? last : today };
}
