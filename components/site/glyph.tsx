import type { SVGProps } from "react";

import { Icon } from "@/components/site/icon";

// A lucide icon drawn from its path data, for the showroom's client components: importing lucide-react (or one of
// its icon modules) from a client component ships lucide's runtime with it. Callers keep the paths they draw next
// to their use (`const CLOSE = "M18 6 6 18M6 6l12 12"; // lucide x`): a shared table would go whole into every
// page. Drawn by <Icon>, so they match the server-drawn icons. Decorative: callers name the control.
export function Glyph({ d, ...props }: { d: string } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return <Icon icon={[["path", { d }]]} {...props} />;
}
