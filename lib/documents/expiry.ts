import { DOCUMENT_EXPIRY_WARNING_DAYS } from "@/lib/constants/finance";

// Document expiry (docs/admin-panel.md): past → expired ('Vencido'); today up to 2 days ahead → expiring
// ('Vence em breve'); later → valid ('Válido'); no date → null. Days are São Paulo calendar days ("YYYY-MM-DD").

export const EXPIRY_STATUSES = ["expired", "expiring", "valid"] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

export const EXPIRY_STATUS_LABELS: Record<ExpiryStatus, string> = {
  expired: "Vencido",
  expiring: "Vence em breve",
  valid: "Válido",
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);

/** Whole days from `today` to `expiryDate` (negative when past). */
export function daysUntil(expiryDate: string, today: string): number {
  return dayNumber(expiryDate) - dayNumber(today);
}

export function expiryStatus(expiryDate: string | null, today: string): ExpiryStatus | null {
  if (!expiryDate) return null;
  const days = daysUntil(expiryDate, today);
  if (days < 0) return "expired";
  if (days <= DOCUMENT_EXPIRY_WARNING_DAYS) return "expiring";
  return "valid";
}
