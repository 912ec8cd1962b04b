import type { ReactNode } from "react";

import { MAIN_CONTENT_ID, SiteFrame } from "@/components/site/site-frame";

/**
 * The admin panel, in the frame every route has: header, secondary bar and footer. The page draws its own <main>;
 * the wrapper is where the skip link lands.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame>
      <div id={MAIN_CONTENT_ID} className="min-h-[60dvh]">
        {children}
      </div>
    </SiteFrame>
  );
}
