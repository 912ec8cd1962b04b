import { connection } from "next/server";

import { ROUTE_NOT_FOUND, errorResponse } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { METRICS_TOKEN_REQUIRED, metricsAccess } from "@/lib/metrics/access";
import { metrics } from "@/lib/metrics/registry";

// GET /api/metrics: the Prometheus text format, behind METRICS_TOKEN (404 when unset, 401 without it).
export async function GET(request: Request) {
  await connection();
  const access = metricsAccess(request.headers);
  if (access === "disabled") return errorResponse(404, { error: ROUTE_NOT_FOUND });
  if (access === "refused")
    return errorResponse(401, { error: METRICS_TOKEN_REQUIRED }, { "WWW-Authenticate": "Bearer" });
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
