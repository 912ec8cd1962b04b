import type { ReactNode } from "react";

import { SecondaryBar } from "@/components/site/secondary-bar";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

/** The element the skip link jumps to: each page's main content carries this id. */
export const MAIN_CONTENT_ID = "conteudo";

/**
 * What surrounds every route (docs/showroom.md): the skip link, the header, the secondary bar,
 * then the route's content (which holds its own <main id={MAIN_CONTENT_ID}>), then the footer. Static: the
 * showroom pages below it are served from the full-route cache.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <SecondaryBar />
      {children}
      <SiteFooter />
    </>
  );
}
