import type { SVGProps } from "react";

import { cx } from "@/components/site/cx";

// A lucide icon drawn from its path data, for the showroom's client components: importing lucide-react (or one of
// its icon modules) from a client component ships lucide's runtime with it. Callers keep the paths they draw next
// to their use (`const CLOSE = "M18 6 6 18M6 6l12 12"; // lucide x`): a shared table would go whole into every
// page. Same 24×24 grid and stroke as lucide, and the same `icon` class (app/globals.css), so they match the server-drawn <Icon>s. Decorative: callers name
// the control.
export function Glyph({ d, className, ...props }: { d: string } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx("icon", className)}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
