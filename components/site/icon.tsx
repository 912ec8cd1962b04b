import { createElement, type SVGProps } from "react";

// lucide-react's icon components are client components (they read a context), and even importing one of its icon
// modules from a server component ships that client component with the page. The showroom's server components
// draw the same icons as plain SVG from lucide's drawings, copied into components/site/icon-nodes.ts by
// scripts/build-icon-nodes.ts: `import { gauge } from "@/components/site/icon-nodes"` then `<Icon icon={gauge} />`.

export type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;

export function Icon({
  icon,
  className,
  ...props
}: { icon: IconNode } & Omit<SVGProps<SVGSVGElement>, "children">) {
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
      className={className}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}
