import { describe, expect, it } from "vitest";

import {
  addDays,
  bookableDays,
  daySlots,
  isBookable,
  isOnGrid,
  openingTimes,
  slotInstant,
} from "@/lib/appointments/slots";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "@/lib/opening-hours/schedule";

// The booking calendar (docs/business-rules.md "Visit and test-drive booking") at chosen instants: São Paulo is
// UTC−3, so 13:10Z is 10:10 there.

const WEDNESDAY = "2026-12-02";
const SATURDAY = "2026-12-05";
const SUNDAY = "2026-12-06";
const at = (iso: string) => new Date(iso);
const HOURS = parseOpeningHours(DEFAULT_OPENING_HOURS);

describe("opening hours", () => {
  it("has 20 starts from 08:00 to 17:30 on a weekday", () => {
    const times = openingTimes(WEDNESDAY, HOURS);
    expect(times).toHaveLength(20);
    expect(times[0]).toBe("08:00");
    expect(times[1]).toBe("08:30");
    expect(times.at(-1)).toBe("17:30");
    expect(times).not.toContain("18:00");
  });

  it("has 12 starts from 08:00 to 13:30 on Saturday and none on Sunday", () => {
    expect(openingTimes(SATURDAY, HOURS)).toHaveLength(12);
    expect(openingTimes(SATURDAY, HOURS).at(-1)).toBe("13:30");
    expect(openingTimes(SATURDAY, HOURS)).not.toContain("14:00");
    expect(openingTimes(SUNDAY, HOURS)).toEqual([]);
  });

  it("knows the 30-minute grid", () => {
    expect(isOnGrid("10:00")).toBe(true);
    expect(isOnGrid("10:30")).toBe(true);
    expect(isOnGrid("10:15")).toBe(false);
    expect(isOnGrid("9:00")).toBe(false);
    expect(isOnGrid("24:00")).toBe(false);
    expect(isOnGrid("10:00:00")).toBe(false);
  });
});

describe("São Paulo time", () => {
  it("starts a slot at the São Paulo wall-clock time (UTC−3)", () => {
    expect(slotInstant(WEDNESDAY, "10:00").toISOString()).toBe("2026-12-02T13:00:00.000Z");
    expect(slotInstant(WEDNESDAY, "17:30").toISOString()).toBe("2026-12-02T20:30:00.000Z");
  });

  it("counts days in São Paulo: 01:00Z on Thursday is still Wednesday there", () => {
    const alwaysOpen = parseOpeningHours("mon-sun 00:00-24:00");
    expect(bookableDays(at("2026-12-03T01:00:00.000Z"), alwaysOpen)[0]).toBe(WEDNESDAY);
  });
});

describe("now cut-off", () => {
  const now = at("2026-12-02T13:10:00.000Z"); // Wednesday 10:10 in São Paulo

  it("offers slots from the next full half hour after now", () => {
    expect(isBookable(WEDNESDAY, "10:00", now, HOURS)).toBe(false);
    expect(isBookable(WEDNESDAY, "10:30", now, HOURS)).toBe(true);
    expect(isBookable(WEDNESDAY, "08:00", now, HOURS)).toBe(false);
  });

  it("treats a slot starting exactly now as begun", () => {
    const sharp = at("2026-12-02T13:30:00.000Z");
    expect(isBookable(WEDNESDAY, "10:30", sharp, HOURS)).toBe(false);
    expect(isBookable(WEDNESDAY, "11:00", sharp, HOURS)).toBe(true);
  });

  it("refuses past days, Sundays and times outside opening hours", () => {
    expect(isBookable("2026-12-01", "15:00", now, HOURS)).toBe(false);
    expect(isBookable(SUNDAY, "10:00", now, HOURS)).toBe(false);
    expect(isBookable(SATURDAY, "14:00", now, HOURS)).toBe(false);
    expect(isBookable(WEDNESDAY, "18:00", now, HOURS)).toBe(false);
    expect(isBookable(WEDNESDAY, "07:30", now, HOURS)).toBe(false);
  });

  it("refuses off-grid times and impossible dates", () => {
    expect(isBookable(WEDNESDAY, "11:15", now, HOURS)).toBe(false);
    expect(isBookable("2026-02-30", "10:00", now, HOURS)).toBe(false);
  });
});

describe("30-day horizon", () => {
  const now = at("2026-12-02T13:10:00.000Z");
  const ALWAYS = parseOpeningHours("mon-sun 00:00-24:00");

  it("books up to 30 days ahead, not 31", () => {
    expect(addDays(WEDNESDAY, 30)).toBe("2027-01-01");
    expect(isBookable("2026-12-31", "08:00", now, HOURS)).toBe(true);
    expect(isBookable("2027-01-01", "08:00", now, ALWAYS)).toBe(true);
    expect(isBookable("2027-01-02", "08:00", now, HOURS)).toBe(false);
    expect(isBookable("2027-01-02", "08:00", now, ALWAYS)).toBe(false);
  });

  it("lists today and the next 30 days without Sundays and national holidays", () => {
    const days = bookableDays(now, HOURS);
    expect(days[0]).toBe(WEDNESDAY);
    expect(days.at(-1)).toBe("2026-12-31");
    expect(days).not.toContain(SUNDAY);
    expect(days).not.toContain("2026-12-25");
    expect(days).not.toContain("2027-01-01");
    expect(days).toHaveLength(31 - 4 - 2);
  });

  it("does not offer today once its last slot has begun, nor a holiday with its slots open", () => {
    const afterClosing = at("2026-12-02T20:31:00.000Z"); // Wednesday 17:31 in São Paulo
    expect(bookableDays(afterClosing, HOURS)[0]).toBe("2026-12-03");
    const lastSlot = at("2026-12-02T20:29:00.000Z"); // 17:29: the 17:30 slot is still ahead
    expect(bookableDays(lastSlot, HOURS)[0]).toBe(WEDNESDAY);
    expect(openingTimes("2026-12-25", HOURS)).toEqual([]);
    expect(daySlots("2026-12-25", now, new Map(), 2, HOURS)).toEqual([]);
    expect(isBookable("2026-12-25", "10:00", now, HOURS)).toBe(false);
  });

  it("opens on holidays and around the clock when always open", () => {
    const times = openingTimes("2026-12-25", ALWAYS);
    expect(times).toHaveLength(48);
    expect(times[0]).toBe("00:00");
    expect(times.at(-1)).toBe("23:30");
    expect(bookableDays(now, ALWAYS)).toHaveLength(31);
  });
});

describe("slots of a day", () => {
  const now = at("2026-12-02T13:10:00.000Z");

  it("marks past and full slots unavailable, the rest available", () => {
    const slots = daySlots(
      WEDNESDAY,
      now,
      new Map([
        ["11:00", 2],
        ["11:30", 1],
      ]),
      2,
      HOURS,
    );
    expect(slots).toHaveLength(20);
    const byTime = Object.fromEntries(slots.map((slot) => [slot.time, slot.available]));
    expect(byTime["10:00"]).toBe(false);
    expect(byTime["10:30"]).toBe(true);
    expect(byTime["11:00"]).toBe(false);
    expect(byTime["11:30"]).toBe(true);
  });

  it("follows the capacity", () => {
    const slots = daySlots(SATURDAY, now, new Map([["09:00", 2]]), 3, HOURS);
    expect(slots.find((slot) => slot.time === "09:00")?.available).toBe(true);
  });

  it("is empty on Sunday", () => {
    expect(daySlots(SUNDAY, now, new Map(), 2, HOURS)).toEqual([]);
  });
});
