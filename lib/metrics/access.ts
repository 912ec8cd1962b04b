import { createHash, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/errors";
import { ROUTE_NOT_FOUND } from "@/lib/http/messages";

// GET /api/metrics is for the operator's Prometheus only: absent (404) unless METRICS_TOKEN is set, and 401
// unless the request carries it as a bearer token, compared in constant time.

export const METRICS_TOKEN_REQUIRED = "Token de métricas ausente ou inválido";

/** The refusal for this request, or null when it may read the metrics. */
export function refuseMetricsRequest(headers: Headers, token = env.METRICS_TOKEN): Response | null {
  if (!token) return errorResponse(404, { error: ROUTE_NOT_FOUND });
  const match = /^Bearer (\S+)$/.exec(headers.get("authorization") ?? "");
  if (!match || !sameSecret(match[1]!, token))
    return errorResponse(401, { error: METRICS_TOKEN_REQUIRED }, { "WWW-Authenticate": "Bearer" });
  return null;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
