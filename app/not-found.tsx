import type { Metadata } from "next";

import { NotFoundContent } from "@/components/site/not-found-content";
import { SecondaryBar } from "@/components/site/secondary-bar";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false } };

/** Any unknown path answers HTTP 404 with this page, in the same frame as the showroom. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <SecondaryBar />
      <main id="conteudo" className="min-h-[60dvh]">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
