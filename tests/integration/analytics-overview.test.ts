import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dailyRange } from "@/lib/analytics/overview";
import { STAFF_ONLY_CAR_FIELDS } from "@/lib/cars/select";

import { api, signedInAs } from "../helpers/auth";
import { createEvents } from "../helpers/business-records";
import { API_CAR_FIELDS, INTERNAL_CAR_KEYS, createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// GET /api/analytics/overview (docs/business-rules.md "Analytics"): totals from the car counters, the 10 most viewed and most clicked cars
// in the API car shape, and `daily`, 30 São Paulo calendar days up to today, oldest first, zero-filled. The
// totals span every car, so this file starts from no events and zeroed counters.

type Car = Record<string, unknown> & { id: string; views: number };
type Overview = {
  success: boolean;
  analytics: {
    overview: { totalWhatsappClicks: number; totalPhoneClicks: number; totalViews: number };
    mostViewed: Car[];
    mostInterested: Car[];
    daily: Array<{ date: string; views: number; whatsappClicks: number; phoneClicks: number }>;
  };
};

const reset = async () => {
  await testDb().analyticsEvent.deleteMany();
  await testDb().car.updateMany({ data: { views: 0, whatsappClicks: 0, phoneClicks: 0 } });
};

describe("GET /api/analytics/overview", () => {
  const cars: string[] = [];

  beforeAll(reset);
  afterAll(async () => {
    await reset();
    await removeCars(cars);
  });

  const overview = async (role: "ajudante" | "gerente" = "ajudante"): Promise<Overview> => {
    const response = await api("/api/analytics/overview", { session: await signedInAs(role) });
    expect(response.status).toBe(200);
    return response.json();
  };

  it("answers empty lists and a zero-filled 30-day series when nothing was tracked", async () => {
    const body = await overview();
    expect(body.success).toBe(true);
    expect(body.analytics.overview).toEqual({ totalWhatsappClicks: 0, totalPhoneClicks: 0, totalViews: 0 });
    expect(body.analytics.mostViewed).toEqual([]);
    expect(body.analytics.mostInterested).toEqual([]);
    expect(body.analytics.daily).toHaveLength(30);
    expect(body.analytics.daily.map((point) => point.date)).toEqual(dailyRange(new Date()));
    expect(
      body.analytics.daily.every((point) => point.views + point.whatsappClicks + point.phoneClicks === 0),
    ).toBe(true);
  });

  it("totals the counters, ranks at most 10 cars per list and counts events per São Paulo day", async () => {
    const db = testDb();
    // Twelve viewed cars (views 1..12), three of them also clicked.
    for (let index = 0; index < 12; index += 1) {
      const car = await createCar({
        model: `Ranking ${index + 1}`,
        status: index === 11 ? "sold" : "available",
      });
      cars.push(car.id);
      await db.car.update({ where: { id: car.id }, data: { views: index + 1 } });
    }
    await db.car.update({ where: { id: cars[0]! }, data: { whatsappClicks: 5, phoneClicks: 4 } });
    await db.car.update({ where: { id: cars[1]! }, data: { whatsappClicks: 1 } });
    await db.car.update({ where: { id: cars[2]! }, data: { phoneClicks: 3 } });

    const range = dailyRange(new Date());
    const today = range.at(-1)!;
    const first = range[0]!;
    const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await createEvents(cars[0]!, "view", today, 4);
    await createEvents(cars[0]!, "whatsapp_click", today, 2);
    await createEvents(cars[1]!, "phone_click", today, 1);
    await createEvents(cars[2]!, "view", first, 3);
    await createEvents(cars[2]!, "view", dayBefore, 7);

    const body = await overview();
    expect(body.analytics.overview).toEqual({ totalWhatsappClicks: 6, totalPhoneClicks: 7, totalViews: 78 });

    expect(body.analytics.mostViewed).toHaveLength(10);
    expect(body.analytics.mostViewed.map((car) => car.id)).toEqual([...cars].reverse().slice(0, 10));
    expect(body.analytics.mostViewed[0]).toMatchObject({ status: "sold", views: 12 });
    expect(body.analytics.mostInterested.map((car) => car.id)).toEqual([cars[0], cars[2], cars[1]]);
    expect(body.analytics.mostInterested[0]).toMatchObject({
      whatsappClicks: 5,
      phoneClicks: 4,
      whatsapp_clicks: 5,
      phone_clicks: 4,
    });

    const daily = body.analytics.daily;
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ date: first, views: 3, whatsappClicks: 0, phoneClicks: 0 });
    expect(daily[29]).toEqual({ date: today, views: 4, whatsappClicks: 2, phoneClicks: 1 });
    expect(
      daily.slice(1, 29).every((point) => point.views + point.whatsappClicks + point.phoneClicks === 0),
    ).toBe(true);
  });

  it("gives cars in the API car shape, purchase fields only to the cars permission", async () => {
    const helper = (await overview("ajudante")).analytics.mostViewed[0]!;
    for (const field of API_CAR_FIELDS) expect(helper, field).toHaveProperty(field);
    for (const field of [...STAFF_ONLY_CAR_FIELDS, ...INTERNAL_CAR_KEYS])
      expect(helper, field).not.toHaveProperty(field);
    expect((helper.images as unknown[]).length).toBe(2);
    const manager = (await overview("gerente")).analytics.mostViewed[0]!;
    expect(manager).toMatchObject({ purchasePrice: 80_000 });
  });

  it("is refused to anonymous callers and plain users", async () => {
    expect((await api("/api/analytics/overview")).status).toBe(401);
    expect((await api("/api/analytics/overview", { session: await signedInAs("user") })).status).toBe(403);
    expect((await api("/api/analytics/overview", { session: await signedInAs("vendedor") })).status).toBe(
      200,
    );
  });
});
