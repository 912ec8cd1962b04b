import { StaticIcon } from "@/components/site/static-icon";
import { CarFront } from "lucide-static";
import Link from "next/link";

/**
 * The dealer's mark: an icon and the name, linking to the home page. The link is named by its visible text (plus
 * where it leads, for screen readers), so a speech-input user can say what they see.
 */
export function SiteLogo({ name, className }: { name: string; className?: string }) {
  return (
    <Link href="/" prefetch={false} className={className} data-scroll-memory="clear">
      <span className="flex items-center gap-2">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <StaticIcon svg={CarFront} className="size-5" />
        </span>
        <span className="flex flex-col leading-none">
          <span className="text-base font-bold tracking-tight text-header-foreground">
            {name.split(" ").slice(0, 2).join(" ")}
          </span>
          <span className="text-xs tracking-[0.2em] text-header-muted-foreground uppercase">
            {name.split(" ").slice(2).join(" ") || "Seminovos"}
          </span>
        </span>
        <span className="sr-only"> (página inicial)</span>
      </span>
    </Link>
  );
}
