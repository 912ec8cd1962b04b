import { saoPauloDay } from "@/lib/format/dates";

// Demo dates are relative to the demo's "today", so a freshly seeded database always looks current.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

/** The São Paulo calendar day `days` after (negative: before) the day of `now`, at UTC midnight. */
export function dayOffset(now: Date, days: number): Date {
  return addDays(saoPauloDay(now), days);
}
