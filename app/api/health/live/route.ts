import { connection } from "next/server";

import { otherMethods } from "@/lib/http/methods";

// GET /api/health/live: liveness. 200 while this process can answer, whatever the database: a load balancer or
// container runtime restarts an instance only when it is stuck, never because PostgreSQL is (that is
// /api/health, readiness).
export async function GET() {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
