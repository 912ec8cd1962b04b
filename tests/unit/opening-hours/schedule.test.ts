import { describe, expect, it } from "vitest";

import { easterSunday, goodFriday, isNationalHoliday } from "@/lib/opening-hours/holidays";
import { DEFAULT_OPENING_HOURS, openingHoursProblem, parseOpeningHours } from "@/lib/opening-hours/schedule";

// OPENING_HOURS as an operator writes it (docs/business-rules.md "Opening hours"), and the national holidays.

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe("parseOpeningHours", () => {
  it("reads the default: Monday–Friday 08:00–18:00, Saturday 08:00–14:00, Sunday closed", () => {
    const schedule = parseOpeningHours(DEFAULT_OPENING_HOURS);
    expect(schedule.days[0]).toEqual([]);
    for (const day of [1, 2, 3, 4, 5]) expect(schedule.days[day]).toEqual([[h(8), h(18)]]);
    expect(schedule.days[6]).toEqual([[h(8), h(14)]]);
    expect(schedule.alwaysOpen).toBe(false);
  });

  it("takes Portuguese day names, lists, wrapping ranges, lunch breaks and joins overlaps", () => {
    const schedule = parseOpeningHours(
      "seg,qua 09:00-12:00, 13:30-18:00; sex-dom 10:00-16:00; dom 15:00-20:00",
    );
    expect(schedule.days[1]).toEqual([
      [h(9), h(12)],
      [h(13, 30), h(18)],
    ]);
    expect(schedule.days[2]).toEqual([]);
    expect(schedule.days[3]).toEqual(schedule.days[1]);
    expect(schedule.days[5]).toEqual([[h(10), h(16)]]);
    expect(schedule.days[6]).toEqual([[h(10), h(16)]]);
    expect(schedule.days[0]).toEqual([[h(10), h(20)]]);
  });

  it("knows the always-open schedule, whichever way it is written", () => {
    expect(parseOpeningHours("mon-sun 00:00-24:00").alwaysOpen).toBe(true);
    expect(parseOpeningHours("MON-FRI 00:00-24:00; sat-sun 00:00-12:00,12:00-24:00").alwaysOpen).toBe(true);
    expect(parseOpeningHours("mon-sun 00:00-23:59").alwaysOpen).toBe(false);
  });

  it.each([
    ["", /no opening hours/],
    ["  ;  ", /no opening hours/],
    ["mon-fri", /needs days and hours/],
    ["mom-fri 08:00-18:00", /"mom" is not a day/],
    ["mon-fri-sat 08:00-18:00", /not a day or range of days/],
    ["mon 08:00", /not a range like 08:00-18:00/],
    ["mon 8h-18h", /"8h" is not a time/],
    ["mon 08:00-25:00", /"25:00" is not a time/],
    ["mon 08:00-24:30", /"24:30" is not a time/],
    ["mon 08:60-18:00", /"08:60" is not a time/],
    ["mon 18:00-08:00", /closes before it opens/],
    ["mon 08:00-08:00", /closes before it opens/],
  ])("refuses %j with the reason", (spec, reason) => {
    expect(openingHoursProblem(spec)).toMatch(/^OPENING_HOURS: /);
    expect(openingHoursProblem(spec)).toMatch(reason);
  });

  it("accepts a valid setting", () => {
    expect(openingHoursProblem(DEFAULT_OPENING_HOURS)).toBeNull();
  });
});

describe("national holidays", () => {
  it("finds Easter and Good Friday", () => {
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(goodFriday(2026)).toBe("2026-04-03");
    expect(goodFriday(2027)).toBe("2027-03-26");
  });

  it("has the ten days of the booking rules and no other", () => {
    for (const day of [
      "2026-01-01",
      "2026-04-03",
      "2026-04-21",
      "2026-05-01",
      "2026-09-07",
      "2026-10-12",
      "2026-11-02",
      "2026-11-15",
      "2026-11-20",
      "2026-12-25",
    ])
      expect(isNationalHoliday(day), day).toBe(true);
    // Carnival and Corpus Christi are optional days off, not national holidays.
    for (const day of ["2026-02-17", "2026-06-04", "2026-12-24", "2026-04-05"])
      expect(isNationalHoliday(day), day).toBe(false);
  });
});
