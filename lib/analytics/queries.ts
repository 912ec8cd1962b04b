import "server-only";

import {
  dailyRange,
  fillDaily,
  rankMostInterested,
  rankMostViewed,
  type CarCounters,
  type EventCount,
} from "@/lib/analytics/overview";
import type { AnalyticsOverview } from "@/lib/analytics/types";
import type { Actor } from "@/lib/auth/actor";
import { toApiCar, type ApiCar } from "@/lib/cars/dto";
import { getStaffCar } from "@/lib/cars/queries";
import { ANALYTICS_LIST_SIZE } from "@/lib/constants/analytics";
import { prisma } from "@/lib/db/client";

// The analytics tab's overview: totals from the car counters, rankings of cars (sold ones too: their ads were
// seen), and the 30-day chart from the per-day counts of AnalyticsDaily. Each query reads a bounded number of
// rows whatever the years of cars and events kept: the chart 30 days of daily counts, the rankings the few
// leading cars.

/**
 * The cars that can appear in either ranking: the leaders of each order, picked by PostgreSQL. The pure rankers
 * then decide the final order among them; ids compare byte-wise ("C") as they do in JavaScript.
 */
async function rankingCandidates(): Promise<CarCounters[]> {
  return prisma.$queryRaw<CarCounters[]>`
    (SELECT "id", "views", "whatsappClicks", "phoneClicks", "createdAt" FROM "Car" WHERE "views" > 0
     ORDER BY "views" DESC, "createdAt" DESC, "id" COLLATE "C" LIMIT ${ANALYTICS_LIST_SIZE})
    UNION
    (SELECT "id", "views", "whatsappClicks", "phoneClicks", "createdAt" FROM "Car"
     WHERE "whatsappClicks" + "phoneClicks" > 0
     ORDER BY "whatsappClicks" + "phoneClicks" DESC, "whatsappClicks" DESC, "createdAt" DESC, "id" COLLATE "C"
     LIMIT ${ANALYTICS_LIST_SIZE})`;
}

/** Counts per São Paulo day and action from `firstDay` on. */
async function dailyCounts(firstDay: string): Promise<EventCount[]> {
  const rows = await prisma.$queryRaw<Array<{ day: string; action: EventCount["action"]; count: number }>>`
    SELECT to_char("day", 'YYYY-MM-DD') AS "day", "action"::text AS "action", sum("count")::int AS "count"
    FROM "AnalyticsDaily" WHERE "day" >= ${firstDay}::date
    GROUP BY "day", "action"`;
  return rows;
}

/** GET /api/analytics/overview. Cars in the API car shape, purchase fields only for the cars permission. */
export async function getAnalyticsOverview(actor: Actor, now = new Date()): Promise<AnalyticsOverview> {
  const range = dailyRange(now);
  const [totals, candidates, counts] = await Promise.all([
    prisma.car.aggregate({ _sum: { views: true, whatsappClicks: true, phoneClicks: true } }),
    rankingCandidates(),
    dailyCounts(range[0]!),
  ]);

  const mostViewedIds = rankMostViewed(candidates);
  const mostInterestedIds = rankMostInterested(candidates);
  const ids = [...new Set([...mostViewedIds, ...mostInterestedIds])];
  const cars = new Map<string, ApiCar>();
  for (const car of await Promise.all(ids.map((id) => getStaffCar(id)))) {
    if (car) cars.set(car.id, toApiCar(car, actor));
  }
  const pick = (list: string[]) => list.flatMap((id) => cars.get(id) ?? []);

  return {
    overview: {
      totalWhatsappClicks: totals._sum.whatsappClicks ?? 0,
      totalPhoneClicks: totals._sum.phoneClicks ?? 0,
      totalViews: totals._sum.views ?? 0,
    },
    mostViewed: pick(mostViewedIds),
    mostInterested: pick(mostInterestedIds),
    daily: fillDaily(range, counts),
  };
}
