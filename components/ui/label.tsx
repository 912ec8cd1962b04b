import type * as React from "react";

import { cn } from "@/lib/utils";

// A native <label> instead of Radix Label: Radix only adds double-click text-selection prevention, and the
// native element works in server-rendered forms without shipping a client component.
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-1 text-sm leading-snug font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
