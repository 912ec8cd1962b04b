import { TIME_ZONE } from "@/lib/constants";

// Calendar days in America/Sao_Paulo (API.md "Conventions"): analytics days, "today".

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

/** "20/11/2026": a date-only value ("YYYY-MM-DD") in pt-BR, without any time-zone shift. */
export function formatDateOnly(value: string): string {
  const [year, month, day] = value.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** "20/11/2026, 14:30": an instant as a clock in São Paulo shows it. */
export function formatDateTime(instant: Date | string): string {
  return dateTimeFormat.format(typeof instant === "string" ? new Date(instant) : instant);
}
