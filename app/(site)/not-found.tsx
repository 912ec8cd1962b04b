import type { Metadata } from "next";

import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false } };

/** notFound() in a showroom page (an unknown car id): rendered inside the site's header and footer. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
