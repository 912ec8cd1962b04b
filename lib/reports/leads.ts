import { z } from "zod";

// 'Atendimento' of the reports tab (docs/business-rules.md "Leads report"): per salesperson, the leads given to
// them, their first responses and how fast (opening-hours minutes), the share within LEAD_RESPONSE_MINUTES, the
// leads escalated away from them and their closed sales, over a period of São Paulo days (the funnel's period
// rules). No server imports: the tab uses the shapes and the arithmetic.

const leadFiguresSchema = z.object({
  assigned: z.number().int(),
  responded: z.number().int(),
  /** Median opening-hours minutes from the owner's clock start to the first response; null without responses. */
  medianFirstResponseMinutes: z
    .number()
    .nullable()
    .describe("Mediana, em minutos do horário de atendimento, até a primeira resposta; null sem respostas"),
  /** Responses made by the due time, in percent of the responses; null without responses. */
  withinSlaPercent: z.number().nullable().describe("% das respostas dadas no prazo; null sem respostas"),
  escalated: z.number().int(),
});
export type LeadFigures = z.output<typeof leadFiguresSchema>;

const leadSalespersonSchema = leadFiguresSchema.extend({
  userId: z.string(),
  name: z.string(),
  closedSales: z.number().int(),
});
export type LeadSalesperson = z.output<typeof leadSalespersonSchema>;

/** GET /api/reports/leads. */
export const leadsReportSchema = z.object({
  salespeople: z.array(leadSalespersonSchema),
  totals: leadFiguresSchema,
});
export type LeadsReport = z.output<typeof leadsReportSchema>;

/** Seconds → minutes with one decimal. */
export function minutesOf(seconds: number | null): number | null {
  return seconds === null ? null : Math.round((seconds / 60) * 10) / 10;
}

/** A share (0–1) → percent with one decimal. */
export function percentOf(share: number | null): number | null {
  return share === null ? null : Math.round(share * 1000) / 10;
}
