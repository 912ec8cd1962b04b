import type { ReactNode } from "react";

import { MAIN_CONTENT_ID } from "@/components/site/site-frame";

/**
 * The admin panel, inside the root layout's frame. The page draws its own <main>; the wrapper is where the skip
 * link lands.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div id={MAIN_CONTENT_ID} className="min-h-[60dvh]">
      {children}
    </div>
  );
}
