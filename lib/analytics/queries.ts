import "server-only";

import { dailyRange, fillDaily, rankMostInterested, rankMostViewed } from "@/lib/analytics/overview";
import type { AnalyticsOverview } from "@/lib/analytics/types";
import type { Actor } from "@/lib/auth/actor";
import { toApiCar, type ApiCar } from "@/lib/cars/dto";
import { getStaffCar } from "@/lib/cars/queries";
import { prisma } from "@/lib/db/client";

// The analytics tab's overview: totals from the car counters, rankings of cars (sold ones too: their ads were
// seen), and the 30-day chart from the event table.

/** GET /api/analytics/overview. Cars in the API car shape, purchase fields only for the cars permission. */
export async function getAnalyticsOverview(actor: Actor, now = new Date()): Promise<AnalyticsOverview> {
  const range = dailyRange(now);
  const [totals, active, events] = await Promise.all([
    prisma.car.aggregate({ _sum: { views: true, whatsappClicks: true, phoneClicks: true } }),
    prisma.car.findMany({
      where: { OR: [{ views: { gt: 0 } }, { whatsappClicks: { gt: 0 } }, { phoneClicks: { gt: 0 } }] },
      select: { id: true, views: true, whatsappClicks: true, phoneClicks: true, createdAt: true },
    }),
    prisma.analyticsEvent.groupBy({
      by: ["day", "action"],
      where: { day: { gte: new Date(`${range[0]}T00:00:00Z`) } },
      _count: { _all: true },
    }),
  ]);

  const mostViewedIds = rankMostViewed(active);
  const mostInterestedIds = rankMostInterested(active);
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
    daily: fillDaily(
      range,
      events.map((group) => ({
        day: group.day.toISOString().slice(0, 10),
        action: group.action,
        count: group._count._all,
      })),
    ),
  };
}
