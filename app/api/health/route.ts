import { connection } from "next/server";

import { isDatabaseUp } from "@/lib/health/check";
import { otherMethods } from "@/lib/http/methods";

// GET /api/health: 200 while PostgreSQL answers, 503 within 5 s when it does not.
export async function GET() {
  await connection();
  const up = await isDatabaseUp();
  return Response.json(up ? { status: "ok", db: "ok" } : { status: "error", db: "down" }, {
    status: up ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
