import { trackSchema } from "@/lib/analytics/schema";
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
    responses: { 200: '{"success":true} (também quando nada é contado)', 400: "Carro ou ação desconhecidos" },
  }),
  overview: endpoint({
    method: "get",
    path: "/api/analytics/overview",
    tag: "Analytics",
    summary: "Visão geral dos últimos 30 dias",
    permission: "analytics:read",
    responses: { 200: "{success:true, analytics:{overview, mostViewed, mostInterested, daily}}" },
  }),
};
