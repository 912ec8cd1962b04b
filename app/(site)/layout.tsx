import type { ReactNode } from "react";

// Car photos stored on Cloudinary are drawn by this client component (see components/site/car-photo.tsx). Imported
// by the layout so that its few lines travel in the layout's script, instead of making every page of car cards
// load a script file of its own for them (each file is one more request, with ~1 KB of headers).
import "@/components/site/cloudinary-photo";

import { MAIN_CONTENT_ID } from "@/components/site/site-frame";
import { SiteToaster } from "@/components/site/site-toaster";
import { VisitorEffects } from "@/components/site/visitor-effects";

// The showroom's main content, its toasts and visit tracking, inside the root layout's frame. Static on purpose
// (no cookies or headers here): the pages below are served from the full-route cache.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteToaster>
      <main id={MAIN_CONTENT_ID} className="min-h-[60dvh]">
        {children}
      </main>
      <VisitorEffects />
    </SiteToaster>
  );
}
