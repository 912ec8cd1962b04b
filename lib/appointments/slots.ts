import { addDays, isIsoDay, saoPauloDate, weekday } from "@/lib/format/dates";
import { SLOT_MINUTES, slotInstant, slotStarts, wallTime } from "@/lib/opening-hours/clock";
import type { OpeningSchedule } from "@/lib/opening-hours/schedule";

// The booking calendar of visits and test drives (docs/business-rules.md "Visit and test-drive booking"): 30-minute
// slots in São Paulo time within the opening hours (OPENING_HOURS, lib/opening-hours: by default Monday–Friday
// starting 08:00–17:30, Saturday 08:00–13:30, never on Sunday nor on a national holiday); bookable from the next
// full half hour after now up to 30 days ahead. Pure: the clock and the schedule are parameters, so the rules are
// tested at any instant; no server imports, the booking form uses it to list the open days.

export { addDays, SLOT_MINUTES, slotInstant, weekday };
export const BOOKING_HORIZON_DAYS = 30;
export const DEFAULT_SLOT_CAPACITY = 2;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" written with two digits each (24-hour clock). */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** A clock time on the 30-minute grid ("10:00", "10:30"); "10:15" is off the grid. */
export function isOnGrid(value: string): boolean {
  const match = TIME_PATTERN.exec(value);
  return match !== null && Number(match[2]) % SLOT_MINUTES === 0;
}

/** The slot starts of a calendar day by opening hours alone (none on closed days and national holidays). */
export function openingTimes(date: string, schedule: OpeningSchedule): string[] {
  return slotStarts(date, schedule);
}

/** Within the booking window by date alone: from today (São Paulo) to 30 days ahead. */
export function isWithinHorizon(date: string, now: Date): boolean {
  const today = saoPauloDate(now);
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/** A slot starting at `now` or earlier has begun: it is no longer offered. */
export function hasBegun(date: string, time: string, now: Date): boolean {
  return slotInstant(date, time).getTime() <= now.getTime();
}

/**
 * Whether a slot on the grid can be booked at `now`: within opening hours, starting at the next full half hour
 * after now or later (a start equal to now has begun), and not beyond the 30-day horizon.
 */
export function isBookable(date: string, time: string, now: Date, schedule: OpeningSchedule): boolean {
  if (!isIsoDay(date) || !isOnGrid(time)) return false;
  if (!openingTimes(date, schedule).includes(time)) return false;
  if (!isWithinHorizon(date, now)) return false;
  return !hasBegun(date, time, now);
}

/**
 * The days a visitor may book at `now`: today (São Paulo) while a slot of it is still ahead, and the 30 days after
 * it that open. Closed days, holidays and today after its last slot are left out.
 */
export function bookableDays(now: Date, schedule: OpeningSchedule): string[] {
  const today = wallTime(now).day;
  const days: string[] = [];
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset++) {
    const day = addDays(today, offset);
    const times = openingTimes(day, schedule);
    if (offset === 0 ? times.some((time) => !hasBegun(day, time, now)) : times.length > 0) days.push(day);
  }
  return days;
}

export type Slot = { time: string; available: boolean };

/**
 * The slots of a day for GET /api/appointments/slots: every opening time, available when bookable at `now` and
 * holding fewer than `capacity` bookings (`booked` counts them by "HH:MM").
 */
export function daySlots(
  date: string,
  now: Date,
  booked: ReadonlyMap<string, number>,
  capacity: number,
  schedule: OpeningSchedule,
): Slot[] {
  return openingTimes(date, schedule).map((time) => ({
    time,
    available: isBookable(date, time, now, schedule) && (booked.get(time) ?? 0) < capacity,
  }));
}
