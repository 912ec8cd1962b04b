import { createElement, type SVGProps } from "react";

// lucide-react's icon components are client components (they read a context), so each one used in a server
// component is shipped and hydrated in the browser. The showroom's server components draw the same icons as plain
// SVG from lucide's icon data instead: `import * as gauge from "lucide-react/icons/gauge"` then
// `<Icon icon={gauge} />`.

type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;
type IconData = { node: IconNode };

function iconData(module: object): IconData {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data) throw new Error("not a lucide icon module");
  return data;
}

export function Icon({
  icon,
  className,
  ...props
}: { icon: object } & Omit<SVGProps<SVGSVGElement>, "children">) {
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
      {iconData(icon).node.map(([tag, attributes], index) =>
        createElement(tag, { ...attributes, key: index }),
      )}
    </svg>
  );
}
