"use client";

import { SlidersHorizontalIcon, XIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useSyncExternalStore, useTransition } from "react";

import {
  activeFilterCount,
  changedValues,
  emptyFilterValues,
  FilterFields,
  valuesFrom,
  type FilterValues,
} from "@/components/site/filter-fields";
import { withSort } from "@/components/site/sort-select";
import { Button, buttonVariants } from "@/components/ui/button";
import { canonicalFilterQuery, filtersOfKey } from "@/lib/cars/filter-key";
import { filtersToSearch, type FilterKey, type FilterOptions } from "@/lib/cars/filter-params";
import { parsePageSort } from "@/lib/cars/sort";
import { cn } from "@/lib/utils";

// The stock list's filters (docs/showroom.md). Their state is the URL: /cars?… and the server filters. They
// live in the /cars layout, so they stay mounted (focus, text being typed) while the list beside them changes
// with each URL. From lg up they are a side column beside the list and every change navigates; without
// JavaScript the column is a plain GET form. Below lg a 'Filtros' button opens them in a sheet
// (filter-sheet.tsx) that applies its choices at once, so the first screen shows cars, not 13 fields.

const TYPING_DELAY_MS = 500;
const TEXT_KEYS = new Set<FilterKey>(["search", "priceFrom", "priceTo", "mileageFrom", "mileageTo"]);

const FilterSheet = dynamic(
  () => import("@/components/site/filter-sheet").then((module) => module.FilterSheet),
  { ssr: false },
);

/** The list's address for these filters, keeping the order the visitor chose (the sort select's). */
function listUrl(values: FilterValues): string {
  const sort = parsePageSort(new URLSearchParams(window.location.search).get("sort"));
  return withSort(filtersToSearch(values), sort ?? "");
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};
const locationSearch = () => window.location.search;
const noSearch = () => "";

/**
 * The panel with the filters of the current list. They are read from the page's filter key (the rewritten
 * /cars/<key>, lib/cars/filter-key.ts) rather than from the query string: the key is known when each cached page is
 * prerendered, so the server's HTML already carries the filled-in panel, whole, with nothing left to stream after it.
 * The per-request list (/cars/busca) has no key: there the panel takes the address's query once in the browser.
 */
export function FilterPanel({ options }: { options: FilterOptions }) {
  const { filters } = useParams<{ filters?: string }>();
  const search = useSyncExternalStore(subscribeToHistory, locationSearch, noSearch);
  const values = filters
    ? (filtersOfKey(filters) ?? new URLSearchParams())
    : new URLSearchParams(canonicalFilterQuery(new URLSearchParams(search)));
  return <FilterPanelForm options={options} initial={valuesFrom(values)} />;
}

function FilterPanelForm({ options, initial }: { options: FilterOptions; initial: FilterValues }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const [pending, startTransition] = useTransition();
  const panelId = useId();
  const [pushed, setPushed] = useState(() => filtersToSearch(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sheetButton = useRef<HTMLButtonElement>(null);

  // The URL changed without us (back/forward, "Limpar filtros", a brand link): take its values. Our own
  // navigations come back as the search we pushed and are ignored, so text typed meanwhile is not overwritten.
  const incoming = filtersToSearch(initial);
  const [seen, setSeen] = useState(incoming);
  if (seen !== incoming) {
    setSeen(incoming);
    if (incoming !== pushed) {
      setPushed(incoming);
      setValues(initial);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const navigate = (next: FilterValues) => {
    clearTimeout(timer.current);
    const search = filtersToSearch(next);
    if (search === pushed) return;
    setPushed(search);
    startTransition(() => router.push(listUrl(next), { scroll: false }));
  };

  const update = (key: FilterKey, value: string) => {
    const next = changedValues(values, options, key, value);
    setValues(next);
    if (TEXT_KEYS.has(key)) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(next), TYPING_DELAY_MS);
    } else {
      navigate(next);
    }
  };

  const activeCount = activeFilterCount(values);
  const status = (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      {pending ? "Carregando carros..." : ""}
    </p>
  );

  return (
    <>
      <div className="flex items-center justify-between gap-3 lg:hidden">
        <Button
          ref={sheetButton}
          type="button"
          variant="outline"
          className="min-h-11"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          onClick={() => {
            setSheetLoaded(true);
            setSheetOpen(true);
          }}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          {activeCount ? `Filtros (${activeCount})` : "Filtros"}
        </Button>
        {status}
      </div>
      {sheetLoaded ? (
        <FilterSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          options={options}
          initial={values}
          returnFocus={sheetButton}
          onApply={(next) => {
            setValues(next);
            navigate(next);
            setSheetOpen(false);
          }}
        />
      ) : null}

      <section aria-labelledby={`${panelId}-title`} className="hidden lg:block">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${panelId}-title`} className="flex items-center gap-2 text-lg font-semibold">
            <SlidersHorizontalIcon aria-hidden="true" className="size-5" />
            Filtros
          </h2>
          {status}
        </div>
        <form
          id={panelId}
          action="/cars"
          method="get"
          role="search"
          aria-label="Filtrar veículos"
          className="mt-3 grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(values);
          }}
        >
          <FilterFields idPrefix={panelId} options={options} values={values} onChange={update} />
          <div className="mt-1 grid gap-2">
            <Button type="submit" className="min-h-11">
              Aplicar filtros
            </Button>
            <Link
              href="/cars"
              scroll={false}
              onClick={() => setValues(emptyFilterValues())}
              className={cn(buttonVariants({ variant: "outline" }), "min-h-11")}
            >
              <XIcon aria-hidden="true" />
              Limpar filtros
            </Link>
          </div>
        </form>
      </section>
    </>
  );
}
