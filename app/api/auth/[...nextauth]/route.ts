import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptions } from "@/lib/auth/options";
import { syncRoleHint } from "@/lib/auth/role-hint";
import { route } from "@/lib/http/route";

type Params = { nextauth: string[] };

// GET|POST /api/auth/*: next-auth's own endpoints (session, csrf, providers, credentials callback, signout),
// behind the same wrapper as every route (cross-site refusal, JSON errors). The static routes login, logout
// and register next to this folder take precedence over it.
const handle = route<Params>(async (request, { params }) => {
  const handler = NextAuth(authOptions()) as (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;
  const response = await handler(request as NextRequest, { params });
  return syncRoleHint(request.headers, response);
});

export { handle as GET, handle as POST };
