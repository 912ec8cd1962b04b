import { z } from "zod";

import { endpoint } from "@/lib/openapi/endpoint";

// The API's description of itself (app/api/openapi.json/). The health and metrics routes answer without route()
// (nothing of the session or the database may stand in their way) and are described in lib/openapi/operations.ts.

/** This very document, outlined: its own schema is the OpenAPI 3.1 specification's. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const systemEndpoints = {
  openApi: endpoint({
    method: "get",
    path: "/api/openapi.json",
    tag: "Sistema",
    summary: "Este documento OpenAPI",
    responses: { 200: { description: "O documento OpenAPI 3.1 da API", schema: openApiDocumentSchema } },
  }),
};
