import type { Metadata } from "next";

import { NotFoundContent } from "@/components/site/not-found-content";
import { MAIN_CONTENT_ID } from "@/components/site/site-frame";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false } };

/** Any unknown path answers HTTP 404 with this page, in the root layout's frame like the showroom. */
export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} className="min-h-[60dvh]">
      <NotFoundContent />
    </main>
  );
}
