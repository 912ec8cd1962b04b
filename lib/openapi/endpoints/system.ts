import { endpoint } from "@/lib/openapi/endpoint";

// The API's description of itself (app/api/openapi.json/). The health and metrics routes answer without route()
// (nothing of the session or the database may stand in their way) and are described in lib/openapi/operations.ts.

export const systemEndpoints = {
  openApi: endpoint({
    method: "get",
    path: "/api/openapi.json",
    tag: "Sistema",
    summary: "Este documento OpenAPI",
    responses: { 200: "O documento OpenAPI 3.1 da API" },
  }),
};
