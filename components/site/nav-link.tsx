import type { ComponentProps } from "react";

/**
 * A link to another showroom page. ClickTracker navigates it inside the app (as next/link would) and prefetches
 * the page on first hover, touch or focus; `prefetch={false}` never prefetches, `scroll={false}` keeps the scroll
 * position. next/link itself is not used in the showroom: see components/site/click-tracker.tsx.
 */
export function NavLink({
  prefetch = true,
  scroll = true,
  ...props
}: ComponentProps<"a"> & { href: string; prefetch?: boolean; scroll?: boolean }) {
  return (
    <a data-nav={prefetch ? "" : "no-prefetch"} data-nav-scroll={scroll ? undefined : "false"} {...props} />
  );
}
