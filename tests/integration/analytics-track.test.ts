import { createHash } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";

// POST /api/analytics/track (docs/business-rules.md "Analytics"): public tracking with a visitor cookie, one view per car per day per
// browser, clicks throttled to one per car and action per 10 seconds, counters updated with the event.

type Sent = { status: number; body: Record<string, unknown>; cookie: string | null };

async function track(
  body: unknown,
  options: { cookie?: string; contentType?: string; raw?: string } = {},
): Promise<Sent> {
  const response = await fetch(apiUrl("/api/analytics/track"), {
    method: "POST",
    headers: {
      "Content-Type": options.contentType ?? "application/json",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const setCookie = response.headers.get("set-cookie");
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookie: setCookie ? setCookie.split(";")[0]! : null,
  };
}

const counters = (id: string) =>
  testDb().car.findUniqueOrThrow({
    where: { id },
    select: { views: true, whatsappClicks: true, phoneClicks: true, updatedAt: true },
  });

describe("POST /api/analytics/track", () => {
  let carId = "";
  let otherCarId = "";

  beforeAll(async () => {
    carId = (await createCar()).id;
    otherCarId = (await createCar({ status: "sold" })).id;
    await publishCars([carId, otherCarId]);
  });
  afterAll(() => removeCars([carId, otherCarId]));

  it("counts a view once per car per day per browser, known by the visitor cookie it sets", async () => {
    const before = await counters(carId);
    const first = await track({ carId, action: "view" });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    expect(first.cookie).toMatch(/^ap_vid=[A-Za-z0-9_-]{16,}$/);

    const again = await track({ carId, action: "view" }, { cookie: first.cookie! });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true });
    expect(again.cookie).toBeNull();
    expect((await counters(carId)).views).toBe(before.views + 1);

    const otherBrowser = await track({ carId, action: "view" });
    expect(otherBrowser.status).toBe(200);
    expect((await counters(carId)).views).toBe(before.views + 2);

    // The same browser's view of another car (sold cars too) counts for that car.
    await track({ carId: otherCarId, action: "view" }, { cookie: first.cookie! });
    expect((await counters(otherCarId)).views).toBe(1);
  });

  it("stores only the sha256 of the visitor id, with the São Paulo day", async () => {
    const sent = await track({ carId: otherCarId, action: "phone_click" });
    const visitorId = sent.cookie!.split("=")[1]!;
    const events = await testDb().analyticsEvent.findMany({
      where: { carId: otherCarId, action: "phone_click" },
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.visitorHash).toBe(createHash("sha256").update(visitorId).digest("hex"));
    expect(
      JSON.stringify(events, (_key, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value,
      ),
    ).not.toContain(visitorId);
  });

  it("lets one browser raise a click counter at most once per car and action per 10 seconds", async () => {
    const before = await counters(carId);
    const first = await track({ carId, action: "whatsapp_click" });
    const cookie = first.cookie!;
    for (let repeat = 0; repeat < 3; repeat++) {
      const extra = await track({ carId, action: "whatsapp_click" }, { cookie });
      expect(extra.status).toBe(200);
      expect(extra.body).toEqual({ success: true });
    }
    await track({ carId, action: "phone_click" }, { cookie });
    const after = await counters(carId);
    expect(after.whatsappClicks).toBe(before.whatsappClicks + 1);
    expect(after.phoneClicks).toBe(before.phoneClicks + 1);
  });

  it("counts again once 10 seconds have passed since the browser's last click", async () => {
    const first = await track({ carId, action: "phone_click" });
    const before = await counters(carId);
    // Age the recorded click instead of waiting: it is now 11 seconds and one slot older.
    await testDb()
      .$executeRaw`UPDATE "AnalyticsEvent" SET "createdAt" = "createdAt" - interval '11 seconds', slot = slot - 2
      WHERE "carId" = ${carId} AND action = 'phone_click'`;
    await track({ carId, action: "phone_click" }, { cookie: first.cookie! });
    expect((await counters(carId)).phoneClicks).toBe(before.phoneClicks + 1);
  });

  it("counts concurrent duplicate clicks once", async () => {
    const first = await track({ carId, action: "whatsapp_click" });
    await testDb()
      .$executeRaw`UPDATE "AnalyticsEvent" SET "createdAt" = "createdAt" - interval '1 hour', slot = slot - 400
      WHERE "carId" = ${carId} AND action = 'whatsapp_click'`;
    const before = await counters(carId);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => track({ carId, action: "whatsapp_click" }, { cookie: first.cookie! })),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect((await counters(carId)).whatsappClicks).toBe(before.whatsappClicks + 1);
  });

  it("accepts the text/plain JSON that sendBeacon sends", async () => {
    const before = await counters(carId);
    const sent = await track(null, {
      contentType: "text/plain;charset=UTF-8",
      raw: JSON.stringify({ carId, action: "view" }),
    });
    expect(sent.status).toBe(200);
    expect((await counters(carId)).views).toBe(before.views + 1);
  });

  it("does not touch the car's update time nor invalidate the showroom cache", async () => {
    const before = await counters(carId);
    const invalidations = await testDb().cacheTagRevalidation.findMany();
    await track({ carId, action: "view" });
    const after = await counters(carId);
    expect(after.views).toBe(before.views + 1);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(await testDb().cacheTagRevalidation.findMany()).toEqual(invalidations);
  });

  it("answers 400 for an unknown car or action and for malformed JSON, counting nothing", async () => {
    const events = await testDb().analyticsEvent.count();
    const unknownCar = await track({ carId: "cnotarealcar000000000000", action: "view" });
    expect(unknownCar.status).toBe(400);
    expect(typeof unknownCar.body.error).toBe("string");
    for (const body of [
      { carId, action: "page_view" },
      { carId, action: "" },
      { carId },
      { action: "view" },
      { carId: 42, action: "view" },
    ]) {
      const result = await track(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(typeof result.body.error).toBe("string");
    }
    expect((await track(null, { raw: "{oops" })).status).toBe(400);
    expect(await testDb().analyticsEvent.count()).toBe(events);
  });
});
