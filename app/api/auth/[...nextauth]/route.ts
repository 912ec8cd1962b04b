import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptions } from "@/lib/auth/options";
import { syncRoleHint } from "@/lib/auth/role-hint";
import { ROUTE_NOT_FOUND, errorResponse } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

type Params = { nextauth: string[] };

// next-auth's endpoints this app uses; anything else under /api/auth answers like an unknown API route.
const ACTIONS: Record<string, readonly string[]> = {
  GET: ["session", "csrf", "providers", "signin", "signout", "error"],
  POST: ["session", "signin", "signout", "callback", "_log"],
};

// GET|POST /api/auth/*: next-auth's own endpoints (session, csrf, providers, credentials callback, signout),
// behind the same wrapper as every route (cross-site refusal, JSON errors). The static routes login, logout
// and register next to this folder take precedence over it.
const handle = route<Params>(async (request, { params }) => {
  const action = (await params).nextauth?.[0] ?? "";
  if (!ACTIONS[request.method]?.includes(action)) return errorResponse(404, { error: ROUTE_NOT_FOUND });
  const handler = NextAuth(authOptions()) as (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;
  const response = await handler(request as NextRequest, { params });
  return syncRoleHint(request.headers, response);
});

export { handle as GET, handle as POST };
