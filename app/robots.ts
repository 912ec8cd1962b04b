import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/env";

// /robots.txt: crawlers may read the showroom, not the staff area, the sign-in page or the API.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/auth", "/api/"] },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
