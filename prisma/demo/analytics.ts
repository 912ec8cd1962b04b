import { eventKey, hashVisitor } from "@/lib/analytics/events";
import { ANALYTICS_DAYS } from "@/lib/constants/analytics";
import type { AnalyticsAction } from "@/lib/db/generated/client";
import { saoPauloDay } from "@/lib/format/dates";
import { addHours, dayOffset } from "@/prisma/demo/dates";
import { hashSeed, seededRandom } from "@/prisma/demo/random";
import type { DemoCar } from "@/prisma/demo/stock";

// Demo analytics: a month of views and clicks, so the admin's 30-day chart and the per-car counters have data.

export type DemoAnalyticsEvent = {
  carKey: string;
  action: AnalyticsAction;
  day: Date;
  visitorHash: string;
  slot: bigint;
  createdAt: Date;
};

export type DemoAnalytics = {
  events: DemoAnalyticsEvent[];
  /** Counters per car key, equal to the number of its events. */
  counters: Map<string, { views: number; whatsappClicks: number; phoneClicks: number }>;
};

/** São Paulo has kept UTC−3 all year since 2019. */
const SAO_PAULO_UTC_OFFSET_HOURS = 3;

/**
 * View and click events over the last ANALYTICS_DAYS days: at most one view per car, day and visitor, clicks by
 * visitors who viewed the car that day. Featured and cheaper cars draw more attention; sold cars stop after their sale.
 */
export function buildDemoAnalytics(
  cars: DemoCar[],
  now: Date,
  saleDates: Map<string, Date> = new Map(),
): DemoAnalytics {
  const random = seededRandom(hashSeed("auto-premium-demo-analytics"));
  const visitors = Array.from({ length: 900 }, (_, i) => hashVisitor(`auto-premium-demo-visitor-${i}`));
  const today = saoPauloDay(now);
  const events: DemoAnalyticsEvent[] = [];
  const counters: DemoAnalytics["counters"] = new Map();
  for (const car of cars) {
    const counter = { views: 0, whatsappClicks: 0, phoneClicks: 0 };
    counters.set(car.key, counter);
    const appeal = (car.isFeatured ? 2.2 : 1) * (car.price < 120_000 ? 1.4 : car.price > 300_000 ? 0.7 : 1);
    const listedDay = saoPauloDay(car.createdAt);
    const lastDay = saleDates.get(car.key) ?? today;
    for (let back = ANALYTICS_DAYS - 1; back >= 0; back--) {
      const day = dayOffset(now, -back);
      if (day < listedDay || day > lastDay) continue;
      const weekend = [0, 6].includes(day.getUTCDay()) ? 1.3 : 1;
      const trend = 0.7 + (0.6 * (ANALYTICS_DAYS - back)) / ANALYTICS_DAYS;
      const views = Math.round(appeal * weekend * trend * (1.5 + random.next() * 4));
      const seen = new Set<number>();
      // Seconds into the São Paulo day that may be used (today only up to now).
      const dayStartUtc = addHours(day, SAO_PAULO_UTC_OFFSET_HOURS);
      const latestMs = Math.min(24 * 3600 * 1000 - 1, now.getTime() - dayStartUtc.getTime() - 60_000);
      if (latestMs <= 0) continue;
      for (let v = 0; v < views; v++) {
        let visitor = random.int(0, visitors.length - 1);
        while (seen.has(visitor)) visitor = (visitor + 1) % visitors.length;
        seen.add(visitor);
        const visitorHash = visitors[visitor]!;
        const earliestMs = Math.min(7 * 3600 * 1000, latestMs);
        const at = new Date(dayStartUtc.getTime() + earliestMs + random.next() * (latestMs - earliestMs));
        events.push({ carKey: car.key, action: "view", day, visitorHash, slot: 0n, createdAt: at });
        counter.views++;
        for (const [action, probability] of [
          ["whatsapp_click", 0.09],
          ["phone_click", 0.035],
        ] as const) {
          if (!random.chance(probability * appeal)) continue;
          const clickAt = new Date(
            Math.min(at.getTime() + random.int(20, 600) * 1000, dayStartUtc.getTime() + latestMs),
          );
          events.push({
            carKey: car.key,
            action,
            day,
            visitorHash,
            slot: eventKey(action, clickAt).slot,
            createdAt: clickAt,
          });
          if (action === "whatsapp_click") counter.whatsappClicks++;
          else counter.phoneClicks++;
        }
      }
    }
  }
  return { events, counters };
}
