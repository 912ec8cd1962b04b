import type * as React from "react";

import { cn } from "@/lib/utils";

// bg-foreground/10 rather than bg-muted: the muted surface is nearly invisible on white.
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-foreground/10", className)}
      {...props}
    />
  );
}

export { Skeleton };
