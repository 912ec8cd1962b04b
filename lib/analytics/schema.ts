import { z } from "zod";

import { ANALYTICS_ACTIONS } from "@/lib/constants/analytics";
import { isPlausibleId, MAX_ID_LENGTH } from "@/lib/validation/ids";

// POST /api/analytics/track (docs/business-rules.md "Analytics"): {carId, action}. Sent by sendBeacon as text/plain JSON, or by fetch.

export const trackSchema = z.object({
  carId: z
    .string("Carro inválido")
    .trim()
    .min(1, "Carro inválido")
    .max(MAX_ID_LENGTH, { error: "Carro inválido", abort: true })
    .refine(isPlausibleId, "Carro inválido"),
  action: z.enum(ANALYTICS_ACTIONS, "Ação inválida: use view, whatsapp_click ou phone_click"),
});
export type TrackInput = z.output<typeof trackSchema>;
export type AnalyticsAction = TrackInput["action"];
