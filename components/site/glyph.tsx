import type { SVGProps } from "react";

// A lucide icon drawn from its path data, for the showroom's client components: importing lucide-react (or one of
// its icon modules) from a client component ships lucide's runtime with it. Callers keep the paths they draw next
// to their use (`const CLOSE = "M18 6 6 18M6 6l12 12"; // lucide x`): a shared table would go whole into every
// page. Same 24×24 grid and stroke as lucide, so they match the server-drawn <Icon>s. Decorative: callers name
// the control.
export function Glyph({ d, ...props }: { d: string } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
