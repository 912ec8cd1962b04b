import type { Metadata } from "next";

// Per-page metadata of the showroom: title, description, canonical URL and Open Graph tags. Paths are relative;
// the root layout's metadataBase (SITE_URL) makes them absolute.

const SITE_LOCALE = "pt_BR";

export function pageMetadata(options: {
  title: string;
  description: string;
  path: string;
  siteName: string;
  absoluteTitle?: boolean;
}): Metadata {
  return {
    title: options.absoluteTitle ? { absolute: options.title } : options.title,
    description: options.description,
    alternates: { canonical: options.path },
    openGraph: {
      type: "website",
      locale: SITE_LOCALE,
      siteName: options.siteName,
      title: options.title,
      description: options.description,
      url: options.path,
    },
    twitter: { card: "summary_large_image", title: options.title, description: options.description },
  };
}
