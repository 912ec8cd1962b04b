import { connection } from "next/server";

import { otherMethods } from "@/lib/http/methods";
import { refuseMetricsRequest } from "@/lib/metrics/access";
import { metrics } from "@/lib/metrics/registry";

// GET /api/metrics: the Prometheus text format, behind METRICS_TOKEN (404 when unset, 401 without it).
export async function GET(request: Request) {
  await connection();
  const refused = refuseMetricsRequest(request.headers);
  if (refused) return refused;
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
