// OPENING_HOURS (docs/business-rules.md "Opening hours"): the dealer's weekly hours in São Paulo time, written
// `mon-fri 08:00-18:00; sat 08:00-14:00`. Pure, no imports: lib/env.ts validates the setting with it at start-up
// (next.config loads that file outside the path aliases), and the browser parses the same text for the booking
// days and the tickets' response clocks.
//
// Grammar: entries separated by `;`, each `<days> <ranges>`:
// - days: a day, a range of days (`mon-fri`, `fri-mon` wraps around the week) or a comma-separated list of them;
//   English (`mon` … `sun`) or Portuguese (`seg` … `dom`) abbreviations;
// - ranges: `HH:MM-HH:MM`, several separated by commas (`08:00-12:00,13:00-18:00` for a lunch break), from 00:00
//   to 24:00. Days not named are closed; ranges named twice for a day are joined.
// `mon-sun 00:00-24:00` is always open, national holidays included; any other schedule closes on them.

export const DEFAULT_OPENING_HOURS = "mon-fri 08:00-18:00; sat 08:00-14:00";

const MINUTES_PER_DAY = 24 * 60;

/** Open ranges of one weekday in minutes after midnight, [start, end), sorted and disjoint. */
export type DayHours = ReadonlyArray<readonly [number, number]>;

export type OpeningSchedule = {
  /** Indexed by weekday, 0 = Sunday … 6 = Saturday. */
  days: readonly DayHours[];
  /** Open around the clock every day: holidays are open too. */
  alwaysOpen: boolean;
};

export class OpeningHoursError extends Error {
  constructor(message: string) {
    super(`OPENING_HOURS: ${message}`);
    this.name = "OpeningHoursError";
  }
}

const DAY_NAMES: Readonly<Record<string, number>> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
  dom: 0,
  seg: 1,
  ter: 2,
  qua: 3,
  qui: 4,
  sex: 5,
  sab: 6,
  sáb: 6,
};

const DAY_HINT = "use mon, tue, wed, thu, fri, sat, sun (or seg, ter, qua, qui, sex, sab, dom)";
const CLOCK = /^(\d{1,2}):(\d{2})$/;

function dayIndex(name: string, entry: string): number {
  const index = DAY_NAMES[name.toLowerCase()];
  if (index === undefined) throw new OpeningHoursError(`"${name}" is not a day (${DAY_HINT}) in "${entry}"`);
  return index;
}

function parseDays(text: string, entry: string): number[] {
  const days = new Set<number>();
  for (const item of text.split(",")) {
    const [first = "", last, extra] = item.split("-");
    if (extra !== undefined || !first)
      throw new OpeningHoursError(`"${item}" is not a day or range of days in "${entry}"`);
    const from = dayIndex(first, entry);
    const to = last === undefined ? from : dayIndex(last, entry);
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return [...days];
}

function parseClock(text: string, entry: string): number {
  const match = CLOCK.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours > 24 || (hours === 24 && minutes > 0))
    throw new OpeningHoursError(`"${text}" is not a time from 00:00 to 24:00 in "${entry}"`);
  return hours * 60 + minutes;
}

function parseRanges(text: string, entry: string): Array<[number, number]> {
  return text.split(",").map((range) => {
    const [start = "", end, extra] = range.trim().split("-");
    if (end === undefined || extra !== undefined)
      throw new OpeningHoursError(`"${range.trim()}" is not a range like 08:00-18:00 in "${entry}"`);
    const from = parseClock(start.trim(), entry);
    const to = parseClock(end.trim(), entry);
    if (from >= to) throw new OpeningHoursError(`"${range.trim()}" closes before it opens in "${entry}"`);
    return [from, to];
  });
}

/** Sorted, with touching and overlapping ranges joined. */
function joined(ranges: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const result: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = result.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/** The schedule a setting describes; throws OpeningHoursError with the reason when it is malformed. */
export function parseOpeningHours(spec: string): OpeningSchedule {
  const perDay: Array<Array<[number, number]>> = Array.from({ length: 7 }, () => []);
  const entries = spec
    .split(";")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0)
    throw new OpeningHoursError(`no opening hours given (for example "${DEFAULT_OPENING_HOURS}")`);
  for (const entry of entries) {
    const space = entry.search(/\s/);
    if (space < 0) throw new OpeningHoursError(`"${entry}" needs days and hours, like "mon-fri 08:00-18:00"`);
    const ranges = parseRanges(entry.slice(space + 1).trim(), entry);
    for (const day of parseDays(entry.slice(0, space), entry)) perDay[day]!.push(...ranges);
  }
  const days = perDay.map(joined);
  const alwaysOpen = days.every(
    (day) => day.length === 1 && day[0]![0] === 0 && day[0]![1] === MINUTES_PER_DAY,
  );
  return { days, alwaysOpen };
}

/** The problem with a setting, or null when it parses. */
export function openingHoursProblem(spec: string): string | null {
  try {
    parseOpeningHours(spec);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
