import { TIME_ZONE } from "@/lib/constants/locale";

// Calendar days in America/Sao_Paulo (docs/conventions.md): analytics days, "today", and the arithmetic of
// "YYYY-MM-DD" days (one place for it: the booking calendar, the reports' periods and the documents use it).

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "YYYY-MM-DD" of the São Paulo calendar day the instant falls on. */
export function saoPauloDate(instant: Date): string {
  const parts = dayFormat.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "01";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The São Paulo calendar day as a Date at UTC midnight: how date-only columns are stored. */
export function saoPauloDay(instant: Date): Date {
  return new Date(`${saoPauloDate(instant)}T00:00:00.000Z`);
}

const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

/** "20/11/2026, 14:30": an instant as a clock in São Paulo shows it. */
export function formatDateTime(instant: Date | string): string {
  return dateTimeFormat.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** Today's São Paulo calendar day, "YYYY-MM-DD": the default of the admin forms' date fields. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return saoPauloDate(now);
}

/** "YYYY-MM-DD" of a date-only column (stored at UTC midnight). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written "YYYY-MM-DD" (rejects 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === value;
}

/** "dd/mm/aaaa" of a "YYYY-MM-DD" day (or of a date-only Date), as pages and CSV files show dates. */
export function formatDateBR(value: string | Date): string {
  const day = typeof value === "string" ? value.slice(0, 10) : isoDay(value);
  const [year, month, date] = day.split("-");
  return year && month && date ? `${date}/${month}/${year}` : "";
}

/** The "YYYY-MM-DD" day `days` calendar days after (before, when negative) another. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** 0 (Sunday) to 6 (Saturday) of a "YYYY-MM-DD" day. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}

const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

/** São Paulo's offset from UTC at an instant, in minutes (−180 for UTC−03:00). */
function saoPauloOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a São Paulo calendar day begins: where "the end of the day before" falls. */
export function saoPauloMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  // The offset of the instant found, not of UTC midnight, so a change of offset that day is honoured.
  const guess = utcMidnight - saoPauloOffsetMinutes(new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - saoPauloOffsetMinutes(new Date(guess)) * 60_000);
}
