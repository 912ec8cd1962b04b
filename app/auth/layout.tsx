import type { ReactNode } from "react";

import { SiteFrame } from "@/components/site/site-frame";

/** Sign-in and sign-up, in the frame every route has: header, secondary bar and footer. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
