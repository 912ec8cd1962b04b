import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/env";

// /robots.txt: crawlers may read the showroom and the ad platforms' catalog feeds (named, so a platform's
// crawler sees them allowed), not the staff area, the sign-in page or the API.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: ["/", "/feeds/"], disallow: ["/admin", "/auth", "/api/"] },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
