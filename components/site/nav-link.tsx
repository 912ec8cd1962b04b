import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * Left for the files that still import it: next/link without viewport prefetching (the showroom prefetches a page
 * when the visitor points at its link, see components/site/visitor-effects.tsx). New code uses next/link directly.
 */
export function NavLink({
  prefetch: _prefetch,
  ...props
}: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  return <Link prefetch={false} {...props} />;
}
