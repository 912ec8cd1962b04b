import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { dailyRange } from "@/lib/analytics/overview";
import { claimRun } from "@/lib/maintenance/claim";

import { testAddress } from "../helpers/auth";
import { createEvents } from "../helpers/business-records";
import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";

// POST /api/analytics/track cannot be flooded: one client address without cookies (or with a new forged one
// each time) raises one car's counter of one action at most 30 times an hour. And neither the event table nor
// the rate-limit buckets grow without bound: the running app prunes them on its own schedule.

const ACTIONS = ["view", "whatsapp_click", "phone_click"] as const;
type Action = (typeof ACTIONS)[number];
const FIELD = { view: "views", whatsapp_click: "whatsappClicks", phone_click: "phoneClicks" } as const;

async function track(carId: string, action: Action, address: string, cookie?: string): Promise<number> {
  const response = await fetch(apiUrl("/api/analytics/track"), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ carId, action }),
  });
  expect(await response.json()).toEqual({ success: true });
  return response.status;
}

const counters = (id: string) =>
  testDb().car.findUniqueOrThrow({
    where: { id },
    select: { views: true, whatsappClicks: true, phoneClicks: true },
  });

const daysAgo = (days: number) => {
  const today = dailyRange(new Date()).at(-1)!;
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

describe("per-address cap of POST /api/analytics/track", () => {
  const cars: string[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index++) cars.push((await createCar()).id);
    await publishCars(cars);
  });
  afterAll(() => removeCars(cars));

  it("counts at most 30 views, WhatsApp and phone clicks of one car per address and hour; extra calls answer 200", async () => {
    const [carId] = cars as [string];
    const address = testAddress();
    for (const action of ACTIONS) {
      // Concurrent, without cookies: every request is a new browser to the per-browser rules.
      const statuses = await Promise.all(Array.from({ length: 40 }, () => track(carId, action, address)));
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect((await counters(carId))[FIELD[action]], action).toBe(30);
      // A forged visitor cookie does not buy more.
      await track(carId, action, address, `ap_vid=${"f".repeat(20)}${action.length}`);
      expect((await counters(carId))[FIELD[action]], action).toBe(30);
    }
    expect(await testDb().analyticsEvent.count({ where: { carId } })).toBe(90);

    // Another car from the same address, and the same car from another address, still count.
    await track(cars[1]!, "view", address);
    await track(carId, "view", testAddress());
    expect((await counters(cars[1]!)).views).toBe(1);
    expect((await counters(carId)).views).toBe(31);
  });

  it("counts again once the hour is over", async () => {
    const carId = cars[1]!;
    const address = testAddress();
    await Promise.all(Array.from({ length: 31 }, () => track(carId, "phone_click", address)));
    expect((await counters(carId)).phoneClicks).toBe(30);
    await testDb().rateLimitBucket.updateMany({
      where: { scope: "track:phone_click", subject: { endsWith: carId } },
      data: { windowStart: new Date(Date.now() - 61 * 60_000) },
    });
    await track(carId, "phone_click", address);
    expect((await counters(carId)).phoneClicks).toBe(31);
  });

  it("does not spend the budget on a browser's repeated view of a car it was already counted for today", async () => {
    const carId = cars[1]!;
    const address = testAddress();
    const first = await fetch(apiUrl("/api/analytics/track"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify({ carId, action: "view" }),
    });
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const before = (await counters(carId)).views;
    for (let repeat = 0; repeat < 35; repeat++) await track(carId, "view", address, cookie);
    await Promise.all(Array.from({ length: 29 }, () => track(carId, "view", address)));
    expect((await counters(carId)).views).toBe(before + 29);
  });
});

describe("scheduled pruning", () => {
  let carId = "";
  beforeAll(async () => {
    carId = (await createCar()).id;
  });
  afterAll(() => removeCars([carId]));

  it("deletes, on the running app's own schedule, expired rate-limit buckets and events older than the chart reads", async () => {
    const db = testDb();
    const range = dailyRange(new Date());
    await createEvents(carId, "view", daysAgo(45), 3);
    await createEvents(carId, "whatsapp_click", daysAgo(31), 2);
    await createEvents(carId, "view", daysAgo(30), 4); // the day before the chart: kept as a margin
    await createEvents(carId, "view", range[0]!, 5);
    await createEvents(carId, "phone_click", range.at(-1)!, 6);

    const longAgo = new Date(Date.now() - 3 * 3600_000);
    const subject = `prune-test ${carId}`;
    await db.rateLimitBucket.createMany({
      data: [
        // Window over, never locked / lock over: deleted.
        { scope: "track:view", subject: `${subject} a`, count: 30, windowStart: longAgo, updatedAt: longAgo },
        {
          scope: "sign-up:address",
          subject: `${subject} b`,
          count: 5,
          windowStart: longAgo,
          lockedUntil: new Date(Date.now() - 60_000),
          updatedAt: longAgo,
        },
        // Window still running, or still locked: kept.
        {
          scope: "track:view",
          subject: `${subject} c`,
          count: 3,
          windowStart: new Date(),
          updatedAt: new Date(),
        },
        {
          scope: "sign-in:email",
          subject: `${subject} d`,
          count: 5,
          windowStart: longAgo,
          lockedUntil: new Date(Date.now() + 600_000),
          updatedAt: longAgo,
        },
      ],
    });

    // Make this period's run due, as when the previous run's period has lapsed, and let the app find it.
    await db.rateLimitBucket.deleteMany({ where: { scope: "maintenance" } });
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && (await db.analyticsEvent.count({ where: { carId } })) !== 15) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const kept = await db.analyticsEvent.groupBy({ by: ["day"], where: { carId }, _count: { _all: true } });
    expect(
      Object.fromEntries(kept.map((group) => [group.day.toISOString().slice(0, 10), group._count._all])),
    ).toEqual({ [daysAgo(30)]: 4, [range[0]!]: 5, [range.at(-1)!]: 6 });
    const buckets = await db.rateLimitBucket.findMany({ where: { subject: { startsWith: subject } } });
    expect(buckets.map((bucket) => bucket.subject).sort()).toEqual([`${subject} c`, `${subject} d`]);
    // The run is claimed for the period: another instance asking now is told to skip it.
    const claim = await db.rateLimitBucket.findFirstOrThrow({ where: { scope: "maintenance" } });
    expect(claim.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    const otherInstance = new pg.Client({ connectionString: inject("databaseUrl") });
    await otherInstance.connect();
    try {
      expect(await claimRun(otherInstance)).toBe(false);
    } finally {
      await otherInstance.end();
    }
    await db.rateLimitBucket.deleteMany({ where: { subject: { startsWith: subject } } });
  });
});
