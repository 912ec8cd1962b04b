import { TIME_ZONE } from "@/lib/constants";
import { isIsoDay, saoPauloDate } from "@/lib/format/dates";

// The booking calendar of visits and test drives (docs/business-rules.md "Visit and test-drive booking"): 30-minute
// slots in São Paulo time, Monday–Friday starting 08:00–17:30, Saturday 08:00–13:30, never on Sunday; bookable
// from the next full half hour after now up to 30 days ahead. Pure: the clock is a parameter, so the rules are
// tested at any instant; no server imports, the booking form uses it to list the open days.

export const SLOT_MINUTES = 30;
export const BOOKING_HORIZON_DAYS = 30;
export const DEFAULT_SLOT_CAPACITY = 2;

/** First and last slot start of each weekday (0 = Sunday), in minutes after midnight; null when closed. */
const OPENING: ReadonlyArray<{ first: number; last: number } | null> = [
  null,
  { first: 8 * 60, last: 17 * 60 + 30 },
  { first: 8 * 60, last: 17 * 60 + 30 },
  { first: 8 * 60, last: 17 * 60 + 30 },
  { first: 8 * 60, last: 17 * 60 + 30 },
  { first: 8 * 60, last: 17 * 60 + 30 },
  { first: 8 * 60, last: 13 * 60 + 30 },
];

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

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** 0 (Sunday) to 6 (Saturday) of a calendar day "YYYY-MM-DD". */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

/** The slot starts of a calendar day by opening hours alone (none on Sunday). */
export function openingTimes(date: string): string[] {
  const hours = OPENING[weekday(date)];
  if (!hours) return [];
  const times: string[] = [];
  for (let minutes = hours.first; minutes <= hours.last; minutes += SLOT_MINUTES) times.push(clock(minutes));
  return times;
}

/** "YYYY-MM-DD" `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00.000Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Milliseconds São Paulo's wall clock is ahead of UTC at the instant (negative: it is behind). */
function zoneOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - (instant - (instant % 1000));
}

/** The instant a São Paulo wall-clock time starts (the zone's rules, daylight saving included, come from Intl). */
export function slotInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  const guess = wall - zoneOffsetMs(wall);
  return new Date(wall - zoneOffsetMs(guess));
}

/** The days a visitor may book at `now`: today in São Paulo and the 30 after it, Sundays left out. */
export function bookableDays(now: Date): string[] {
  return openDaysFrom(saoPauloDate(now));
}

/** `today` ("YYYY-MM-DD", São Paulo) and the 30 days after it that are open. */
export function openDaysFrom(today: string): string[] {
  const days: string[] = [];
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset++) {
    const day = addDays(today, offset);
    if (openingTimes(day).length > 0) days.push(day);
  }
  return days;
}

/** Within the booking window by date alone: from today (São Paulo) to 30 days ahead. */
export function isWithinHorizon(date: string, now: Date): boolean {
  const today = saoPauloDate(now);
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/**
 * Whether a slot on the grid can be booked at `now`: within opening hours, starting at the next full half hour
 * after now or later (a start equal to now has begun), and not beyond the 30-day horizon.
 */
export function isBookable(date: string, time: string, now: Date): boolean {
  if (!isIsoDay(date) || !isOnGrid(time)) return false;
  if (!openingTimes(date).includes(time)) return false;
  if (!isWithinHorizon(date, now)) return false;
  return slotInstant(date, time).getTime() > now.getTime();
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
): Slot[] {
  return openingTimes(date).map((time) => ({
    time,
    available: isBookable(date, time, now) && (booked.get(time) ?? 0) < capacity,
  }));
}
