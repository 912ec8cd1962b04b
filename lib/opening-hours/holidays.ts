// Brazil's national holidays (Lei 662/1949 and its changes; 20 November since Lei 14.759/2023): the dealer is
// closed on them unless it is always open. Pure: a day is "YYYY-MM-DD".

const FIXED = ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "11-20", "12-25"];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Good Friday (Sexta-feira Santa): two days before Easter. */
export function goodFriday(year: number): string {
  const easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
  return new Date(easter - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const byYear = new Map<number, ReadonlySet<string>>();

/** The national holidays of a year, as days. */
export function nationalHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set([...FIXED.map((monthDay) => `${year}-${monthDay}`), goodFriday(year)]);
    byYear.set(year, days);
  }
  return days;
}

export function isNationalHoliday(day: string): boolean {
  return nationalHolidays(Number(day.slice(0, 4))).has(day);
}
