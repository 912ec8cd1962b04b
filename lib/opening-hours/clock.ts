import { TIME_ZONE } from "@/lib/constants/locale";
import { addDays, weekday } from "@/lib/format/dates";
import { isNationalHoliday } from "@/lib/opening-hours/holidays";
import type { DayHours, OpeningSchedule } from "@/lib/opening-hours/schedule";

// Time in opening hours (docs/business-rules.md "Opening hours"): São Paulo wall-clock days, the open ranges of a
// day (none on closed days and national holidays), the booking grid, and durations counted only while the dealer
// is open (lead response clocks). Pure: every function takes the instant it works from, so the rules are tested
// at any moment; no server imports (the booking form and the tickets tab run them in the browser).

export const MINUTE_MS = 60_000;
/** A clock whose end lies further away than this is not looked for (a schedule that never opens). */
const MAX_SCAN_DAYS = 800;
/** Bookings start on the half hours. */
export const SLOT_MINUTES = 30;

const wallFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallParts(instant: number): WallParts {
  const parts: Record<string, string> = {};
  for (const part of wallFormat.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds São Paulo's wall clock is ahead of UTC at the instant (negative: behind). */
function zoneOffsetMs(instant: number): number {
  const p = wallParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "HH:MM" of minutes after midnight. */
export function clockText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The São Paulo day and the minutes since its midnight at an instant. */
export function wallTime(instant: Date): { day: string; minutes: number } {
  const p = wallParts(instant.getTime());
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute + p.second / 60 };
}

/**
 * The instant a São Paulo wall-clock time happens: `minutes` after the day's midnight (1440 is the next day's
 * midnight). The zone's rules, daylight saving of past years included, come from Intl.
 */
export function instantAt(day: string, minutes: number): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`) + minutes * MINUTE_MS;
  const guess = wall - zoneOffsetMs(wall);
  return new Date(wall - zoneOffsetMs(guess));
}

/** The instant a "HH:MM" start on a São Paulo day happens. */
export function slotInstant(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return instantAt(day, hours * 60 + minutes);
}

/** The open ranges of a calendar day: its weekday's, none on a national holiday unless always open. */
export function openRanges(day: string, schedule: OpeningSchedule): DayHours {
  if (!schedule.alwaysOpen && isNationalHoliday(day)) return [];
  return schedule.days[weekday(day)] ?? [];
}

export function isOpenDay(day: string, schedule: OpeningSchedule): boolean {
  return openRanges(day, schedule).length > 0;
}

/** The half-hour starts of a day whose 30 minutes fit in an open range ("08:00" … "17:30" for 08:00–18:00). */
export function slotStarts(day: string, schedule: OpeningSchedule): string[] {
  const starts: string[] = [];
  for (const [open, close] of openRanges(day, schedule)) {
    const first = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES;
    for (let start = first; start + SLOT_MINUTES <= close; start += SLOT_MINUTES)
      starts.push(clockText(start));
  }
  return starts;
}

/** The open ranges of a day as instants. */
function openSpans(day: string, schedule: OpeningSchedule): Array<[number, number]> {
  return openRanges(day, schedule).map(([open, close]) => [
    instantAt(day, open).getTime(),
    instantAt(day, close).getTime(),
  ]);
}

/**
 * The instant `minutes` of opening hours after `start` (a lead sent on Sunday at 10:00 with 15 minutes is due on
 * Monday at 08:15). Time before opening, after closing, on closed days and on holidays does not count.
 */
export function addOpeningMinutes(start: Date, minutes: number, schedule: OpeningSchedule): Date {
  const budget = minutes * MINUTE_MS;
  if (schedule.alwaysOpen) return new Date(start.getTime() + budget);
  let left = budget;
  const from = start.getTime();
  let day = addDays(wallTime(start).day, -1);
  for (let scanned = 0; scanned < MAX_SCAN_DAYS; scanned++, day = addDays(day, 1)) {
    for (const [open, close] of openSpans(day, schedule)) {
      const begin = Math.max(open, from);
      if (begin >= close) continue;
      if (left <= close - begin) return new Date(begin + left);
      left -= close - begin;
    }
  }
  throw new Error("The opening hours never open");
}

/**
 * Milliseconds of opening hours from `from` to `to`; negative when `to` is earlier (an overdue clock). Counted
 * day by day, so its cost grows with the days between the two.
 */
export function openingMsBetween(from: Date, to: Date, schedule: OpeningSchedule): number {
  if (to < from) return -openingMsBetween(to, from, schedule);
  if (schedule.alwaysOpen) return to.getTime() - from.getTime();
  let total = 0;
  const start = from.getTime();
  const end = to.getTime();
  const lastDay = addDays(wallTime(to).day, 1);
  for (let day = addDays(wallTime(from).day, -1); day <= lastDay; day = addDays(day, 1)) {
    for (const [open, close] of openSpans(day, schedule)) {
      const begin = Math.max(open, start);
      const finish = Math.min(close, end);
      if (finish > begin) total += finish - begin;
    }
  }
  return total;
}

/** Opening-hours minutes from `from` to `to` (see openingMsBetween). */
export function openingMinutesBetween(from: Date, to: Date, schedule: OpeningSchedule): number {
  return openingMsBetween(from, to, schedule) / MINUTE_MS;
}
