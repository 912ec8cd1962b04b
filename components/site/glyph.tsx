import type { SVGProps } from "react";

// The few lucide icons the showroom's client components draw, as plain path data: importing lucide-react (or one
// of its icon modules) from a client component ships lucide's runtime with it. Same 24×24 grid and stroke as
// lucide, so they look the same as the server-drawn <Icon>s. Decorative: callers name the control.

const GLYPHS = {
  "arrow-left": "M12 19l-7-7 7-7M19 12H5",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-left": "M15 18l-6-6 6-6",
  "chevron-right": "M9 18l6-6-6-6",
  "image-off":
    "M2 2l20 20M10.41 10.41a2 2 0 1 1-2.83-2.83M13.5 13.5 6 21M18 12l3 3M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59M21 15V5a2 2 0 0 0-2-2H9",
  "maximize-2": "M15 3h6v6M21 3l-7 7M3 21l7-7M9 21H3v-6",
  menu: "M4 5h16M4 12h16M4 19h16",
  "sliders-horizontal": "M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3",
  x: "M18 6 6 18M6 6l12 12",
} as const;

export type GlyphName = keyof typeof GLYPHS;

export function Glyph({ name, ...props }: { name: GlyphName } & Omit<SVGProps<SVGSVGElement>, "children">) {
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
      <path d={GLYPHS[name]} />
    </svg>
  );
}
