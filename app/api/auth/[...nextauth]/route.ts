import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";

import { isHttpCallbackUrl } from "@/lib/auth/callback-url";
import { authOptions } from "@/lib/auth/options";
import { syncRoleHint } from "@/lib/auth/role-hint";
import { MAX_JSON_BODY_BYTES } from "@/lib/constants/uploads";
import { MALFORMED_JSON, NOT_AN_OBJECT, readBodyBytes } from "@/lib/http/body";
import { ROUTE_NOT_FOUND, badRequest, errorResponse } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/api/route";

type Params = { nextauth: string[] };

// The next-auth endpoints this app uses: GET session (the header and the admin panel read it), and next-auth's
// own credentials sign-in (csrf token, the sign-in page sent to /auth, the credentials callback) and sign-out
// (POST signout ends the session on the server like POST /api/auth/logout). Everything else — its client logger
// (_log), session updates, the provider list, its sign-out and error pages — answers like an unknown API route.
const ACTIONS: Record<string, readonly string[]> = {
  GET: ["session", "csrf", "signin"],
  POST: ["callback", "signout"],
};

/** Paths next-auth answers here (for some method); any other path under /api/auth/ is no route at all. */
const KNOWN_ACTIONS = new Set(Object.values(ACTIONS).flat());

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

// GET|POST /api/auth/*: next-auth's own endpoints, behind the same wrapper as every route (cross-site refusal,
// JSON errors). The static routes login, logout and register next to this folder take precedence over it.
const handle = route(
  async (request, { params }) => {
    const action = (await params).nextauth?.[0] ?? "";
    if (!ACTIONS[request.method]?.includes(action)) return errorResponse(404, { error: ROUTE_NOT_FOUND });
    const forwarded = await boundedRequest(request);
    await dropMalformedCallbackCookies(forwarded.nextUrl.origin);
    const handler = NextAuth(authOptions()) as (
      request: NextRequest,
      context: { params: Promise<Params> },
    ) => Promise<Response>;
    const response = await handler(forwarded, { params });
    return syncRoleHint(request.headers, response);
  },
  { path: "/api/auth/{...nextauth}" },
);

/**
 * The request as next-auth gets it: its body read here within the 1 MB cap of every route (413 as soon as it
 * passes it; next-auth would buffer any size), a JSON body checked to be an object, and a callbackUrl that is
 * no http(s) URL dropped (next-auth answers those with a configuration error, a 500).
 */
async function boundedRequest(request: Request): Promise<NextRequest> {
  const url = new URL(request.url);
  const callbackUrl = url.searchParams.get("callbackUrl");
  if (callbackUrl !== null && !isHttpCallbackUrl(callbackUrl, url.origin))
    url.searchParams.delete("callbackUrl");
  if (request.method !== "POST")
    return new NextRequest(url, { method: request.method, headers: request.headers });
  const body = await readBodyBytes(request, MAX_JSON_BODY_BYTES);
  if (body.length > 0 && (request.headers.get("content-type") ?? "").includes("application/json"))
    assertJsonObject(body);
  return new NextRequest(url, {
    method: request.method,
    headers: request.headers,
    // Buffer.concat always allocates a plain (never shared) ArrayBuffer.
    body: body.length > 0 ? (body as Uint8Array<ArrayBuffer>) : undefined,
  });
}

function assertJsonObject(body: Buffer): void {
  let data: unknown;
  try {
    data = JSON.parse(body.toString("utf8"));
  } catch {
    throw badRequest(MALFORMED_JSON);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw badRequest(NOT_AN_OBJECT);
}

/** next-auth reads the callback-URL cookie from the request's cookies: a malformed one is deleted first. */
async function dropMalformedCallbackCookies(origin: string): Promise<void> {
  const jar = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = jar.get(name)?.value;
    if (value !== undefined && !isHttpCallbackUrl(value, origin)) jar.delete(name);
  }
}

export { handle as GET, handle as POST };

type Handler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/**
 * The methods next-auth has none of: 405 with Allow on its own paths, but an unknown path is the JSON 404 for
 * every method, as anywhere under /api (this catch-all would otherwise claim the whole folder).
 */
function onKnownPaths<Method extends string>(
  refusals: Record<Method, () => Promise<Response>>,
): Record<Method, Handler> {
  const handlers = {} as Record<Method, Handler>;
  for (const method of Object.keys(refusals) as Method[]) {
    handlers[method] = async (_request, { params }) => {
      const action = (await params).nextauth?.[0] ?? "";
      return KNOWN_ACTIONS.has(action) ? refusals[method]() : errorResponse(404, { error: ROUTE_NOT_FOUND });
    };
  }
  return handlers;
}

export const { PUT, PATCH, DELETE, OPTIONS } = onKnownPaths(otherMethods("GET", "POST"));
