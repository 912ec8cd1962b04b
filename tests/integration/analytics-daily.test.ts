import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { dailyRange } from "@/lib/analytics/overview";
import { pruneExpiredRows } from "@/lib/maintenance/prune";

import { api, signedInAs, testAddress } from "../helpers/auth";
import { createEvents } from "../helpers/business-records";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";

// The overview's chart reads the per-day counts of AnalyticsDaily (docs/business-rules.md "Analytics"): they
// follow every statement that writes or deletes events, except the scheduled pruning, which leaves them as the
// history of the days whose events it deletes. The totals span every car, so this file starts from no events and
// zeroed counters, as analytics-overview.test.ts does.

type Point = { date: string; views: number; whatsappClicks: number; phoneClicks: number };

const reset = async () => {
  await testDb().analyticsEvent.deleteMany();
  await testDb().car.updateMany({ data: { views: 0, whatsappClicks: 0, phoneClicks: 0 } });
};

const today = () => dailyRange(new Date()).at(-1)!;
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function dailyOf(carId: string): Promise<Record<string, Record<string, number>>> {
  const rows = await testDb().$queryRaw<Array<{ day: string; action: string; count: number }>>`
    SELECT to_char("day", 'YYYY-MM-DD') AS "day", "action"::text AS "action", "count"
    FROM "AnalyticsDaily" WHERE "carId" = ${carId}`;
  const byDay: Record<string, Record<string, number>> = {};
  for (const row of rows) (byDay[row.day] ??= {})[row.action] = row.count;
  return byDay;
}

async function chart(): Promise<Point[]> {
  const response = await api("/api/analytics/overview", { session: await signedInAs("gerente") });
  expect(response.status).toBe(200);
  return ((await response.json()) as { analytics: { daily: Point[] } }).analytics.daily;
}

const quiet = (points: Point[]) =>
  points.every((point) => point.views + point.whatsappClicks + point.phoneClicks === 0);

describe("AnalyticsDaily: the chart's daily counts", () => {
  const cars: string[] = [];
  beforeAll(async () => {
    await reset();
    cars.push((await createCar()).id);
    await publishCars(cars);
  });
  afterAll(async () => {
    await reset();
    await removeCars(cars);
  });

  it("keeps the chart right when events span more than 31 days, before and after the pruning deletes the old ones", async () => {
    const [carId] = cars as [string];
    const range = dailyRange(new Date());
    await createEvents(carId, "view", today(), 5);
    await createEvents(carId, "view", range[0]!, 3);
    await createEvents(carId, "whatsapp_click", range[0]!, 1);
    await createEvents(carId, "view", daysAgo(30), 4);
    await createEvents(carId, "view", daysAgo(45), 6);
    await createEvents(carId, "phone_click", daysAgo(45), 2);
    await createEvents(carId, "view", daysAgo(400), 7);

    const history = {
      [today()]: { view: 5 },
      [range[0]!]: { view: 3, whatsapp_click: 1 },
      [daysAgo(30)]: { view: 4 },
      [daysAgo(45)]: { view: 6, phone_click: 2 },
      [daysAgo(400)]: { view: 7 },
    };
    expect(await dailyOf(carId)).toEqual(history);

    const expectChart = (points: Point[]) => {
      expect(points).toHaveLength(30);
      expect(points[0]).toEqual({ date: range[0], views: 3, whatsappClicks: 1, phoneClicks: 0 });
      expect(points[29]).toEqual({ date: today(), views: 5, whatsappClicks: 0, phoneClicks: 0 });
      expect(quiet(points.slice(1, 29))).toBe(true);
    };
    expectChart(await chart());

    // The app's own schedule may prune first (it runs soon after the server starts); either run must keep them.
    const client = new pg.Client({ connectionString: inject("databaseUrl") });
    await client.connect();
    try {
      await pruneExpiredRows(client);
    } finally {
      await client.end();
    }
    const kept = await testDb().analyticsEvent.groupBy({
      by: ["day"],
      where: { carId },
      _count: { _all: true },
    });
    expect(kept.map((group) => group.day.toISOString().slice(0, 10)).sort()).toEqual(
      [daysAgo(30), range[0]!, today()].sort(),
    );
    // The pruned days keep their counts; the chart is unchanged.
    expect(await dailyOf(carId)).toEqual(history);
    expectChart(await chart());
  });

  it("follows other deletions of events and counts tracked views and clicks in the same statement", async () => {
    const [carId] = cars as [string];
    await testDb().analyticsEvent.deleteMany({ where: { carId, day: new Date(`${today()}T00:00:00Z`) } });
    expect((await dailyOf(carId))[today()]).toBeUndefined();
    expect((await chart())[29]).toEqual({ date: today(), views: 0, whatsappClicks: 0, phoneClicks: 0 });

    const address = testAddress();
    for (const action of ["view", "whatsapp_click", "phone_click", "phone_click"] as const) {
      const response = await fetch(apiUrl("/api/analytics/track"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ carId, action }),
      });
      expect(response.status).toBe(200);
    }
    // Without a cookie each call is a new browser: every one counts.
    expect((await dailyOf(carId))[today()]).toEqual({ view: 1, whatsapp_click: 1, phone_click: 2 });
    expect((await chart())[29]).toEqual({ date: today(), views: 1, whatsappClicks: 1, phoneClicks: 2 });
  });
});
