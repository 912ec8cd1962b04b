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
