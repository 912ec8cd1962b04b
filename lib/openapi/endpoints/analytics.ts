import { z } from "zod";

import { trackSchema } from "@/lib/analytics/schema";
import { analyticsOverviewSchema } from "@/lib/analytics/types";
import { successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";

// The visitor analytics' routes (app/api/analytics/): each declaration is what its route enforces and what
// /api/openapi.json says.

export const analyticsEndpoints = {
  track: endpoint({
    method: "post",
    path: "/api/analytics/track",
    tag: "Analytics",
    summary: "Registrar visualização ou clique",
    body: trackSchema,
    textPlainBody: true,
    responses: {
      200: { description: "Recebido, também quando nada é contado", schema: successAnswer },
      400: "Carro ou ação desconhecidos",
    },
  }),
  overview: endpoint({
    method: "get",
    path: "/api/analytics/overview",
    tag: "Analytics",
    summary: "Visão geral dos últimos 30 dias",
    permission: "analytics:read",
    responses: {
      200: {
        description: "Os totais, os carros em destaque e os últimos 30 dias",
        schema: z.object({ success: z.literal(true), analytics: analyticsOverviewSchema }),
      },
    },
  }),
};
