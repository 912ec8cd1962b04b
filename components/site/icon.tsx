import { createElement, type SVGProps } from "react";

import { cx } from "@/components/site/cx";

// Left for components/site/glyph.tsx, which files outside the showroom's chrome still import; new code imports
// lucide-react's icons. Size, fill and stroke come from the `icon` class (app/globals.css).

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
