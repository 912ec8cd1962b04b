import { MAX_CAR_YEAR_AHEAD, MIN_CAR_YEAR } from "@/lib/constants/cars";
import { saoPauloDate } from "@/lib/format/dates";

// The model-year rules of docs/business-rules.md "Cars", shared by the car schema and the trade-in form. No
// server imports and no zod: the showroom's forms ship it to the browser.

/** The last accepted model year: next year + 1 (docs/business-rules.md "Cars"), by the São Paulo calendar. */
export function maxCarYear(now: Date = new Date()): number {
  return Number(saoPauloDate(now).slice(0, 4)) + MAX_CAR_YEAR_AHEAD;
}

/** "2023" or "2020/2021" (the model year is the same as or the one after the first); null otherwise. */
export function parseCarYear(value: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})(?:\/(\d{4}))?$/.exec(value);
  if (!match) return null;
  const first = Number(match[1]);
  if (first < MIN_CAR_YEAR || first > maxCarYear(now)) return null;
  if (match[2] !== undefined) {
    const second = Number(match[2]);
    if (second < first || second > first + 1) return null;
  }
  return first;
}
