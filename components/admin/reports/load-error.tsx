import { RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A report that did not load: what failed, and 'Tentar novamente'. Dashed by default, like an empty card. */
export function LoadError({
  message,
  onRetry,
  className = "rounded-xl border border-dashed p-4",
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}>
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  );
}
