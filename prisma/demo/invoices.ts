import { formatInvoiceNumber, invoicePeriod } from "@/lib/invoices/numbering";
import { isoDay } from "@/lib/format/dates";

// Demo invoices get their numbers the way the app numbers new ones, and the month counters to match, so the
// numbers the app generates later continue after the demo's.

/** "NF" + YYYY + MM + 4-digit sequence, numbered per month of the issue date in issue order. */
export function numberInvoices<T extends { issueDate: Date; createdAt: Date }>(
  drafts: T[],
): {
  invoices: Array<T & { number: string }>;
  invoiceCounters: Array<{ period: string; lastValue: number }>;
} {
  const ordered = [...drafts].sort(
    (a, b) => a.issueDate.getTime() - b.issueDate.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const counters = new Map<string, number>();
  const invoices = ordered.map((draft) => {
    const period = invoicePeriod(isoDay(draft.issueDate));
    const sequence = (counters.get(period) ?? 0) + 1;
    counters.set(period, sequence);
    return { ...draft, number: formatInvoiceNumber(period, sequence) };
  });
  return { invoices, invoiceCounters: [...counters].map(([period, lastValue]) => ({ period, lastValue })) };
}
