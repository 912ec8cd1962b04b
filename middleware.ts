import { NextResponse, type NextRequest } from "next/server";

import { decodeSessionToken, readSessionToken } from "@/lib/auth/session-token";
import { stockListRewrite } from "@/lib/cars/stock-list-route";
import { env } from "@/lib/env";
import { isDecodablePath, malformedUrlResponse } from "@/lib/http/malformed-url";
import { contentSecurityPolicy, createNonce } from "@/lib/http/security-headers";

// Runs for the stock list, /admin and /auth, and for paths with a suspicious percent-encoding — never for
// ordinary /api paths (matching a route makes Next buffer its whole request body).
// - A path that does not decode is answered 400 here, since Next.js itself would fail on it before any route
//   runs (lib/http/malformed-url.ts).
// - /cars?…: rewritten to the stored page of that filter combination, or to the list rendered per request for
//   combinations that get no stored page (lib/cars/stock-list-route.ts); the visitor keeps the /cars?… address.
//   /cars/<key> typed by hand answers only the keys of stored combinations, so no URL adds a page to the cache.
// - /admin and /auth: a nonce-based Content-Security-Policy, and visitors without a valid session token are
//   sent from /admin to /auth early. That redirect is a convenience: the /admin page checks the session
//   against the database itself, and no API route relies on this file.
export async function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodablePath(pathname)) return malformedUrlResponse(pathname);
  if (pathname === "/cars" || pathname.startsWith("/cars/")) {
    const rewrite = stockListRewrite(pathname, searchParams);
    if (rewrite) return NextResponse.rewrite(new URL(rewrite, request.nextUrl));
    return NextResponse.next();
  }
  if (!isAdminOrAuth(pathname)) return NextResponse.next();

  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, dev: env.NODE_ENV === "development" });

  if (pathname.startsWith("/admin") && !(await hasValidToken(request))) {
    const target = new URL("/auth", request.url);
    target.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    const redirect = NextResponse.redirect(target);
    redirect.headers.set("Content-Security-Policy", csp);
    return redirect;
  }

  // Next reads the nonce from the request's CSP header and puts it on its scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

function isAdminOrAuth(pathname: string): boolean {
  return ["/admin", "/auth"].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

async function hasValidToken(request: NextRequest): Promise<boolean> {
  const token = readSessionToken(request.headers);
  if (!token) return false;
  // The launcher always passes AUTH_SECRET; without it the token cannot be checked here, only by the page.
  if (!env.AUTH_SECRET) return true;
  return (await decodeSessionToken(token, env.AUTH_SECRET)) !== null;
}

export const config = {
  // Literal strings, read statically at build time; the last is SUSPICIOUS_ENCODING_MATCHER (lib/http/malformed-url.ts).
  matcher: [
    "/cars",
    "/cars/:key",
    "/admin",
    "/admin/:path*",
    "/auth",
    "/auth/:path*",
    "/:path((?:[^%]|%[0-7][0-9a-fA-F])*%(?![0-7][0-9a-fA-F]).*)",
  ],
};
