import { Construction } from "lucide-react";

import { ADMIN_TABS, type AdminTabId } from "@/lib/admin/tabs";

/** The content area of a tab whose screen is not built yet. */
export function PlaceholderPanel({ tab }: { tab: AdminTabId }) {
  const label = ADMIN_TABS.find((item) => item.id === tab)?.label ?? tab;
  return (
    <section
      aria-labelledby={`panel-${tab}-title`}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <Construction className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 id={`panel-${tab}-title`} className="text-lg font-semibold">
        {label}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">Esta seção do painel está em construção.</p>
    </section>
  );
}
