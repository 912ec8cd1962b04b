import { describe, expect, it } from "vitest";

import {
  addOpeningMinutes,
  instantAt,
  isOpenDay,
  openingMinutesBetween,
  slotStarts,
  wallTime,
} from "@/lib/opening-hours/clock";
import { durationText, responseClock } from "@/lib/leads/response-clock";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "@/lib/opening-hours/schedule";

// Response clocks in opening hours, at chosen instants (São Paulo is UTC−3 all year since 2019).

const HOURS = parseOpeningHours(DEFAULT_OPENING_HOURS);
const ALWAYS = parseOpeningHours("mon-sun 00:00-24:00");
const LUNCH = parseOpeningHours("mon-fri 08:00-12:00,13:00-18:00");
const sp = (wall: string) => new Date(`${wall}-03:00`);

describe("São Paulo wall time", () => {
  it("turns instants into São Paulo days and minutes, and back", () => {
    expect(wallTime(new Date("2026-12-03T01:00:00.000Z"))).toEqual({ day: "2026-12-02", minutes: 22 * 60 });
    expect(instantAt("2026-12-02", 10 * 60).toISOString()).toBe("2026-12-02T13:00:00.000Z");
    expect(instantAt("2026-12-02", 24 * 60).toISOString()).toBe("2026-12-03T03:00:00.000Z");
  });

  it("follows the daylight saving of past years", () => {
    // Summer time ran from 2018-11-04 to 2019-02-17: 10:00 was 12:00Z then.
    expect(instantAt("2019-01-10", 10 * 60).toISOString()).toBe("2019-01-10T12:00:00.000Z");
  });
});

describe("open days", () => {
  it("closes on Sunday and on national holidays unless always open", () => {
    expect(isOpenDay("2026-12-06", HOURS)).toBe(false);
    expect(isOpenDay("2026-12-25", HOURS)).toBe(false);
    expect(isOpenDay("2026-04-03", HOURS)).toBe(false);
    expect(isOpenDay("2026-12-24", HOURS)).toBe(true);
    expect(isOpenDay("2026-12-25", ALWAYS)).toBe(true);
  });

  it("starts a slot every 30 minutes, the last one 30 minutes before closing", () => {
    expect(slotStarts("2026-12-02", LUNCH)).toEqual([
      ...["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30"],
      ...["13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00", "17:30"],
    ]);
    expect(slotStarts("2026-12-05", parseOpeningHours("sat 08:15-09:45"))).toEqual(["08:30", "09:00"]);
  });
});

describe("addOpeningMinutes", () => {
  it("counts a lead sent on Sunday at 10:00 from Monday's opening: due 08:15", () => {
    expect(addOpeningMinutes(sp("2026-12-06T10:00"), 15, HOURS)).toEqual(sp("2026-12-07T08:15"));
  });

  it("within the day, before opening and across closing time", () => {
    expect(addOpeningMinutes(sp("2026-12-02T10:00"), 15, HOURS)).toEqual(sp("2026-12-02T10:15"));
    expect(addOpeningMinutes(sp("2026-12-02T07:00"), 15, HOURS)).toEqual(sp("2026-12-02T08:15"));
    expect(addOpeningMinutes(sp("2026-12-02T17:50"), 15, HOURS)).toEqual(sp("2026-12-03T08:05"));
    expect(addOpeningMinutes(sp("2026-12-02T18:00"), 15, HOURS)).toEqual(sp("2026-12-03T08:15"));
  });

  it("over the weekend: Friday evening to Saturday, Saturday afternoon to Monday", () => {
    expect(addOpeningMinutes(sp("2026-12-04T17:55"), 15, HOURS)).toEqual(sp("2026-12-05T08:10"));
    expect(addOpeningMinutes(sp("2026-12-05T13:50"), 15, HOURS)).toEqual(sp("2026-12-07T08:05"));
  });

  it("skips national holidays: Christmas Eve at closing time is answered on the 26th", () => {
    expect(addOpeningMinutes(sp("2026-12-24T17:55"), 15, HOURS)).toEqual(sp("2026-12-26T08:10"));
    // Good Friday 2026 (3 April) and then the weekend: due on Saturday.
    expect(addOpeningMinutes(sp("2026-04-02T18:30"), 15, HOURS)).toEqual(sp("2026-04-04T08:15"));
  });

  it("skips a lunch break", () => {
    expect(addOpeningMinutes(sp("2026-12-02T11:50"), 15, LUNCH)).toEqual(sp("2026-12-02T13:05"));
  });

  it("runs on the wall clock when always open, holidays and midnight included", () => {
    expect(addOpeningMinutes(sp("2026-12-24T23:50"), 15, ALWAYS)).toEqual(sp("2026-12-25T00:05"));
    expect(addOpeningMinutes(sp("2026-12-24T23:50"), 0.05, ALWAYS)).toEqual(sp("2026-12-24T23:50:03"));
  });
});

describe("openingMinutesBetween", () => {
  it("counts only open time, and is negative when the end is earlier (overdue)", () => {
    expect(openingMinutesBetween(sp("2026-12-05T13:50"), sp("2026-12-07T08:05"), HOURS)).toBe(15);
    expect(openingMinutesBetween(sp("2026-12-07T08:05"), sp("2026-12-05T13:50"), HOURS)).toBe(-15);
    expect(openingMinutesBetween(sp("2026-12-06T10:00"), sp("2026-12-06T20:00"), HOURS)).toBe(0);
    expect(openingMinutesBetween(sp("2026-12-24T17:00"), sp("2026-12-26T09:00"), HOURS)).toBe(120);
    expect(openingMinutesBetween(sp("2026-12-02T11:00"), sp("2026-12-02T14:00"), LUNCH)).toBe(120);
    expect(openingMinutesBetween(sp("2026-12-24T23:00"), sp("2026-12-25T01:00"), ALWAYS)).toBe(120);
  });

  it("is what addOpeningMinutes added", () => {
    const start = sp("2026-12-04T16:12");
    for (const minutes of [1, 15, 47, 600, 3000]) {
      const due = addOpeningMinutes(start, minutes, HOURS);
      expect(openingMinutesBetween(start, due, HOURS)).toBeCloseTo(minutes, 6);
    }
  });
});

describe("the tickets' response clock", () => {
  const lead = {
    status: "pending",
    createdAt: sp("2026-12-05T13:50").toISOString(),
    responseDueAt: sp("2026-12-07T08:05").toISOString(),
    firstResponseAt: null,
    escalatedAt: null,
  };

  it("counts the time left in opening hours, then how late it is", () => {
    expect(responseClock(lead, sp("2026-12-05T13:55"), HOURS)).toMatchObject({
      state: "due",
      text: "Responder em 10 min",
    });
    // Sunday: the dealer is closed, the clock does not move.
    expect(responseClock(lead, sp("2026-12-06T12:00"), HOURS)).toMatchObject({
      state: "due",
      text: "Responder em 5 min",
    });
    expect(responseClock(lead, sp("2026-12-07T09:15"), HOURS)).toMatchObject({
      state: "overdue",
      text: "Atrasado há 1 h 10 min",
    });
  });

  it("says how long the answer took, and nothing for a resolved lead without a clock", () => {
    const answered = { ...lead, firstResponseAt: sp("2026-12-07T08:02").toISOString() };
    expect(responseClock(answered, sp("2026-12-08T10:00"), HOURS)).toMatchObject({
      state: "answered",
      text: "Respondido em 12 min",
    });
    expect(responseClock({ ...lead, responseDueAt: null }, sp("2026-12-07T09:15"), HOURS).state).toBe("none");
    expect(durationText(0.4)).toBe("0 min");
    expect(durationText(125)).toBe("2 h 05 min");
    expect(durationText(600)).toBe("10 h");
  });
});
