// 'Atendimento' of the reports tab (docs/business-rules.md "Leads report"): per salesperson, the leads given to
// them, their first responses and how fast (opening-hours minutes), the share within LEAD_RESPONSE_MINUTES, the
// leads escalated away from them and their closed sales, over a period of São Paulo days (the funnel's period
// rules). No server imports: the tab uses the shapes and the arithmetic.

export type LeadFigures = {
  assigned: number;
  responded: number;
  /** Median opening-hours minutes from the owner's clock start to the first response; null without responses. */
  medianFirstResponseMinutes: number | null;
  /** Responses made by the due time, in percent of the responses; null without responses. */
  withinSlaPercent: number | null;
  escalated: number;
};

export type LeadSalesperson = LeadFigures & { userId: string; name: string; closedSales: number };

export type LeadsReport = { salespeople: LeadSalesperson[]; totals: LeadFigures };

/** Seconds → minutes with one decimal. */
export function minutesOf(seconds: number | null): number | null {
  return seconds === null ? null : Math.round((seconds / 60) * 10) / 10;
}

/** A share (0–1) → percent with one decimal. */
export function percentOf(share: number | null): number | null {
  return share === null ? null : Math.round(share * 1000) / 10;
}
