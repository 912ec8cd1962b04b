import { createHash, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";

// GET /api/metrics is for the operator's Prometheus only: absent (404) unless METRICS_TOKEN is set, and 401
// unless the request carries it as a bearer token, compared in constant time. The route turns the verdict into
// its answer.

export const METRICS_TOKEN_REQUIRED = "Token de métricas ausente ou inválido";

export type MetricsAccess = "allowed" | "disabled" | "refused";

/** Whether this request may read the metrics: "disabled" without a token set, "refused" without the right one. */
export function metricsAccess(headers: Headers, token = env.METRICS_TOKEN): MetricsAccess {
  if (!token) return "disabled";
  const match = /^Bearer (\S+)$/.exec(headers.get("authorization") ?? "");
  return match && sameSecret(match[1]!, token) ? "allowed" : "refused";
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
