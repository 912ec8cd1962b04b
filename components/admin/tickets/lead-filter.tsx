"use client";

import { Button } from "@/components/ui/button";

// 'Meus leads' · 'Sem responsável' · 'Todos' above the tickets (GET /api/contact-tickets?assignedTo=me|none). The
// choice lives in the URL (?leads=), like the lists' search and page; without it a receiver starts on their own.

export type LeadFilterId = "mine" | "none" | "all";

const FILTERS: ReadonlyArray<{ id: LeadFilterId; label: string }> = [
  { id: "mine", label: "Meus leads" },
  { id: "none", label: "Sem responsável" },
  { id: "all", label: "Todos" },
];

/** The list route's query for a filter. */
export function leadFilterParams(filter: LeadFilterId | null): Record<string, string> {
  if (filter === "mine") return { assignedTo: "me" };
  if (filter === "none") return { assignedTo: "none" };
  return {};
}

function choose(filter: LeadFilterId) {
  const url = new URL(window.location.href);
  if (url.searchParams.get("leads") === filter) return;
  url.searchParams.set("leads", filter);
  url.searchParams.delete("page");
  window.history.pushState(null, "", url);
}

export function LeadFilter({ value }: { value: LeadFilterId | null }) {
  return (
    <div role="group" aria-label="Mostrar leads" className="flex flex-wrap gap-2" data-testid="lead-filter">
      {FILTERS.map((filter) => (
        <Button
          key={filter.id}
          type="button"
          size="sm"
          variant={value === filter.id ? "default" : "outline"}
          aria-pressed={value === filter.id}
          onClick={() => choose(filter.id)}
        >
          {filter.label}
        </Button>
      ))}
    </div>
  );
}
