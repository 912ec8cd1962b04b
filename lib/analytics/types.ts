import { z } from "zod";

import type { Assert, SameShape } from "@/lib/api/same-shape";
import type { DailyPoint } from "@/lib/analytics/overview";
import { apiCarSchema } from "@/lib/cars/dto";

export type { DailyPoint } from "@/lib/analytics/overview";

const count = z.number().int();

const dailyPointSchema = z.object({
  date: z.iso.date(),
  views: count,
  whatsappClicks: count,
  phoneClicks: count,
});
type _DailyPointChecked = Assert<SameShape<z.output<typeof dailyPointSchema>, DailyPoint>>;

/** The `analytics` of GET /api/analytics/overview (docs/business-rules.md "Analytics"). */
export const analyticsOverviewSchema = z.object({
  overview: z.object({ totalWhatsappClicks: count, totalPhoneClicks: count, totalViews: count }),
  mostViewed: z.array(apiCarSchema).describe("Os 10 carros mais vistos"),
  mostInterested: z.array(apiCarSchema).describe("Os 10 carros com mais cliques de WhatsApp e telefone"),
  /** 30 entries: today and the 29 days before, oldest first. */
  daily: z
    .array(dailyPointSchema)
    .describe(
      "Os 30 dias de São Paulo até hoje, do mais antigo ao mais novo, com zeros nos dias sem eventos",
    ),
});
export type AnalyticsOverview = z.output<typeof analyticsOverviewSchema>;
