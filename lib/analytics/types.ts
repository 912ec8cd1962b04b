import type { DailyPoint } from "@/lib/analytics/overview";
import type { ApiCar } from "@/lib/cars/dto";

export type { DailyPoint } from "@/lib/analytics/overview";

/** The `analytics` of GET /api/analytics/overview (docs/business-rules.md "Analytics"). */
export type AnalyticsOverview = {
  overview: { totalWhatsappClicks: number; totalPhoneClicks: number; totalViews: number };
  mostViewed: ApiCar[];
  mostInterested: ApiCar[];
  /** 30 entries: today and the 29 days before, oldest first. */
  daily: DailyPoint[];
};
