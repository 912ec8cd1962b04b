import { ANALYTICS_DAYS, ANALYTICS_LIST_SIZE } from "@/lib/constants/analytics";
import { saoPauloDate } from "@/lib/format/dates";

// Pure pieces of GET /api/analytics/overview (docs/business-rules.md "Analytics"): the 30 São Paulo calendar days of the chart, zero-filled,
// and the two rankings. No server imports.

export type DailyPoint = { date: string; views: number; whatsappClicks: number; phoneClicks: number };
export type EventCount = { day: string; action: "view" | "whatsapp_click" | "phone_click"; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today and the days before it (oldest first), as "YYYY-MM-DD" calendar days in America/Sao_Paulo. */
export function dailyRange(now: Date, days = ANALYTICS_DAYS): string[] {
  const today = Date.parse(`${saoPauloDate(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One point per day of the range, days without events at zero. */
export function fillDaily(range: readonly string[], counts: readonly EventCount[]): DailyPoint[] {
  const byDay = new Map(range.map((date) => [date, { date, views: 0, whatsappClicks: 0, phoneClicks: 0 }]));
  for (const { day, action, count } of counts) {
    const point = byDay.get(day);
    if (!point) continue;
    if (action === "view") point.views += count;
    else if (action === "whatsapp_click") point.whatsappClicks += count;
    else point.phoneClicks += count;
  }
  return [...byDay.values()];
}

export type CarCounters = {
  id: string;
  views: number;
  whatsappClicks: number;
  phoneClicks: number;
  createdAt: Date | string;
};

const newestFirst = (a: CarCounters, b: CarCounters) => {
  const byDate = new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
  return byDate !== 0 ? byDate : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** 'Anúncios Mais Vistos': cars with views, most viewed first (newer cars first on a tie). */
export function rankMostViewed(cars: readonly CarCounters[], limit = ANALYTICS_LIST_SIZE): string[] {
  return cars
    .filter((car) => car.views > 0)
    .sort((a, b) => b.views - a.views || newestFirst(a, b))
    .slice(0, limit)
    .map((car) => car.id);
}

export const interestOf = (car: Pick<CarCounters, "whatsappClicks" | "phoneClicks">) =>
  car.whatsappClicks + car.phoneClicks;

/** 'Anúncios com Mais Interesse': cars with WhatsApp or phone clicks, most clicks first. */
export function rankMostInterested(cars: readonly CarCounters[], limit = ANALYTICS_LIST_SIZE): string[] {
  return cars
    .filter((car) => interestOf(car) > 0)
    .sort((a, b) => interestOf(b) - interestOf(a) || b.whatsappClicks - a.whatsappClicks || newestFirst(a, b))
    .slice(0, limit)
    .map((car) => car.id);
}

export type DailySummary = {
  views: number;
  whatsappClicks: number;
  phoneClicks: number;
  /** The day with the most views (the latest such day on a tie); null when nothing was viewed. */
  peak: { date: string; views: number } | null;
};

/** The chart's text equivalent: totals over the period and its busiest day. */
export function summarizeDaily(daily: readonly DailyPoint[]): DailySummary {
  const summary: DailySummary = { views: 0, whatsappClicks: 0, phoneClicks: 0, peak: null };
  for (const point of daily) {
    summary.views += point.views;
    summary.whatsappClicks += point.whatsappClicks;
    summary.phoneClicks += point.phoneClicks;
    if (point.views > 0 && (!summary.peak || point.views >= summary.peak.views))
      summary.peak = { date: point.date, views: point.views };
  }
  return summary;
}
