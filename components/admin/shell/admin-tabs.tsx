"use client";

import { useSearchParams } from "next/navigation";

import { LIST_URL_PARAMS } from "@/components/admin/kit/use-list-params";
import { AdminQueryProvider } from "@/components/admin/shell/admin-query-provider";
import { TAB_PANELS } from "@/components/admin/shell/tab-panels";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AdminTabId } from "@/lib/admin/tabs";

type Props = { tabs: ReadonlyArray<{ id: AdminTabId; label: string }>; initialTab: AdminTabId };

/**
 * The role's tabs. The open tab lives in the URL (?tab=sales): switching pushes a history entry without a
 * server round trip, so reload and the back button keep the place.
 */
export function AdminTabs({ tabs, initialTab }: Props) {
  const requested = useSearchParams().get("tab");
  const active = tabs.some((tab) => tab.id === requested) ? (requested as AdminTabId) : initialTab;

  function open(id: string) {
    const url = new URL(window.location.href);
    // Radix reports a click twice (mouse down, then focus): one history entry per tab change.
    if (url.searchParams.get("tab") === id) return;
    url.searchParams.set("tab", id);
    // Search, page and sort belong to the tab they were set in.
    for (const name of LIST_URL_PARAMS) url.searchParams.delete(name);
    window.history.pushState(null, "", url);
  }

  return (
    <AdminQueryProvider>
      <Tabs value={active} onValueChange={open} className="gap-4">
        {/* On a phone the tabs wrap into a grid of three, each label whole, instead of a strip that scrolls and
            cuts the last visible label in half. */}
        <TabsList
          aria-label="Seções do painel"
          className="w-full max-sm:grid max-sm:grid-cols-3 max-sm:gap-1 max-sm:overflow-visible sm:w-fit"
        >
          {tabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id} className="max-sm:px-1">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
          const Panel = TAB_PANELS[tab.id];
          return (
            <TabsContent key={tab.id} value={tab.id}>
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>
    </AdminQueryProvider>
  );
}
