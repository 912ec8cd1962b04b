import { describe, expect, it } from "vitest";

import {
  dailyRange,
  fillDaily,
  rankMostInterested,
  rankMostViewed,
  summarizeDaily,
  type CarCounters,
} from "@/lib/analytics/overview";

describe("30-day chart range (calendar days in America/Sao_Paulo)", () => {
  it("ends today in São Paulo, oldest first, 30 days", () => {
    // 01:30 UTC on 1 Dec is still 30 Nov in São Paulo (UTC−3).
    const range = dailyRange(new Date("2026-12-01T01:30:00.000Z"));
    expect(range).toHaveLength(30);
    expect(range.at(-1)).toBe("2026-11-30");
    expect(range[0]).toBe("2026-11-01");
    expect(new Set(range).size).toBe(30);
  });

  it("crosses months and years", () => {
    const range = dailyRange(new Date("2027-01-10T15:00:00.000Z"));
    expect(range[0]).toBe("2026-12-12");
    expect(range.slice(-11, -9)).toEqual(["2026-12-31", "2027-01-01"]);
  });

  it("zero-fills days without events and ignores events outside the range", () => {
    const range = ["2026-11-28", "2026-11-29", "2026-11-30"];
    expect(
      fillDaily(range, [
        { day: "2026-11-29", action: "view", count: 7 },
        { day: "2026-11-29", action: "phone_click", count: 2 },
        { day: "2026-11-30", action: "whatsapp_click", count: 3 },
        { day: "2026-10-01", action: "view", count: 99 },
      ]),
    ).toEqual([
      { date: "2026-11-28", views: 0, whatsappClicks: 0, phoneClicks: 0 },
      { date: "2026-11-29", views: 7, whatsappClicks: 0, phoneClicks: 2 },
      { date: "2026-11-30", views: 0, whatsappClicks: 3, phoneClicks: 0 },
    ]);
  });
});

describe("rankings", () => {
  const car = (
    id: string,
    views: number,
    whatsappClicks: number,
    phoneClicks: number,
    createdAt = "2026-01-01T00:00:00Z",
  ): CarCounters => ({
    id,
    views,
    whatsappClicks,
    phoneClicks,
    createdAt,
  });
  const cars = [
    car("a", 10, 0, 0),
    car("b", 50, 1, 1),
    car("c", 0, 0, 5),
    car("d", 10, 4, 0, "2026-02-01T00:00:00Z"),
    car("e", 0, 0, 0),
  ];

  it("lists viewed cars by views, newer first on a tie, at most 10", () => {
    expect(rankMostViewed(cars)).toEqual(["b", "d", "a"]);
    const many = Array.from({ length: 15 }, (_, index) => car(`m${index}`, index + 1, 0, 0));
    expect(rankMostViewed(many)).toHaveLength(10);
    expect(rankMostViewed(many)[0]).toBe("m14");
  });

  it("lists cars with interest by WhatsApp plus phone clicks", () => {
    expect(rankMostInterested(cars)).toEqual(["c", "d", "b"]);
    expect(rankMostInterested([car("z", 100, 0, 0)])).toEqual([]);
  });
});

describe("chart summary", () => {
  it("totals the period and names its busiest day", () => {
    const point = (date: string, views: number, whatsappClicks = 0, phoneClicks = 0) => ({
      date,
      views,
      whatsappClicks,
      phoneClicks,
    });
    expect(
      summarizeDaily([point("2026-11-01", 3, 1), point("2026-11-02", 9, 0, 2), point("2026-11-03", 9, 4)]),
    ).toEqual({
      views: 21,
      whatsappClicks: 5,
      phoneClicks: 2,
      peak: { date: "2026-11-03", views: 9 },
    });
    expect(summarizeDaily([point("2026-11-01", 0, 2)]).peak).toBeNull();
  });
});
