import { ArrowLeft } from "lucide-static";

import { StaticIcon } from "@/components/site/static-icon";
import { SavedListLink } from "@/components/site/visitor-effects";
import { cn } from "@/lib/utils";

/** Back to the stock list, with the filters the visitor left it with (its scroll position is restored there). */
export function BackToList({ className }: { className?: string }) {
  return (
    <SavedListLink
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-link hover:underline",
        className,
      )}
    >
      <StaticIcon svg={ArrowLeft} className="size-4" />
      Voltar para o estoque
    </SavedListLink>
  );
}
