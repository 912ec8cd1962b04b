// Invoice numbers (docs/business-rules.md, docs/business-rules.md "Invoices"): "NF" + YYYY + MM + a 4-digit sequence per month,
// e.g. NF2026110001. The sequence comes from the InvoiceCounter row of the month, never from a row count.

export const INVOICE_NUMBER_PREFIX = "NF";
const SEQUENCE_DIGITS = 4;

/** "202611" for an issue date "2026-11-22". */
export function invoicePeriod(issueDate: string): string {
  return issueDate.slice(0, 4) + issueDate.slice(5, 7);
}

/** "NF2026110001" (a sequence past 9999 simply gets more digits). */
export function formatInvoiceNumber(period: string, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}${period}${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}

/** The period and sequence of a number in the generated format, or null for any other number. */
export function parseInvoiceNumber(number: string): { period: string; sequence: number } | null {
  const match = /^NF(\d{6})(\d{4,})$/.exec(number);
  return match ? { period: match[1]!, sequence: Number(match[2]) } : null;
}

/** Quick status changes of the list (docs/admin-panel.md): issued → sent → paid, none once paid or cancelled. */
export function nextInvoiceStatus(status: string): "sent" | "paid" | null {
  if (status === "issued") return "sent";
  if (status === "sent") return "paid";
  return null;
}
