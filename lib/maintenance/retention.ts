import { dailyRange } from "@/lib/analytics/overview";

// What the scheduled pruning keeps (pure, no server imports):
// - analytics events of the chart's 30 São Paulo days and the day before them (a margin for a chart read across
//   midnight). Nothing reads older events: the overview's totals and rankings come from the cars' counters, which
//   keep counting, its chart from the per-day counts of AnalyticsDaily, which are not pruned (they go with their
//   car, or with the analytics cleanup), the per-browser rules read only today's and the last seconds' events,
//   and reports read none;
// - rate-limit buckets while their window or lock may still matter: a bucket whose window started more than the
//   longest window ago and whose lock is over would be reset by its next hit.

/** No rate limit (lib/rate-limit.ts) counts over a longer window. */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Events of days before this one (a date-only value at UTC midnight) are deleted. */
export function oldestKeptEventDay(now: Date): Date {
  const firstChartDay = Date.parse(`${dailyRange(now)[0]}T00:00:00Z`);
  return new Date(firstChartDay - DAY_MS);
}
