import { createElement, type SVGProps } from "react";

import { cx } from "@/components/site/cx";

// lucide-react's icon components are client components (they read a context), and even importing one of its icon
// modules from a server component ships that client component with the page. The showroom's server components
// draw the same icons as plain SVG from lucide's drawings, copied into components/site/icon-nodes.ts by
// scripts/build-icon-nodes.ts: `import { gauge } from "@/components/site/icon-nodes"` then `<Icon icon={gauge} />`.
// Size, fill and stroke come from the `icon` class (app/globals.css), not from attributes repeated on every icon.

export type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;

export function Icon({
  icon,
  className,
  ...props
}: { icon: IconNode } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx("icon", className)}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}
