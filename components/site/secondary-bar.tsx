import { Clock, MapPin } from "lucide-static";

import { StaticIcon } from "@/components/site/static-icon";
import { dealer } from "@/lib/seo/dealer";

/** The bar under the header: opening hours and where the store is, as a landmark of its own. */
export function SecondaryBar() {
  const info = dealer();
  return (
    <aside
      aria-label="Horário e endereço da loja"
      className="border-b bg-muted text-xs text-muted-foreground sm:text-sm"
    >
      <div className="mx-auto flex min-h-9 max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5">
        <p className="flex items-center gap-1.5">
          <StaticIcon svg={Clock} className="size-4 shrink-0" />
          <span>Seg a Sex 08:00-18:00 · Sáb 08:00-14:00</span>
        </p>
        <a
          href={info.mapsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="hidden items-center gap-1.5 hover:text-foreground hover:underline md:flex"
        >
          <StaticIcon svg={MapPin} className="size-4 shrink-0" />
          <span>{info.address}</span>
        </a>
      </div>
    </aside>
  );
}
