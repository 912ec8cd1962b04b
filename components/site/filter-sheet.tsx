"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";

import {
  emptyFilterValues,
  FilterFields,
  changedValues,
  type FilterValues,
} from "@/components/site/filter-fields";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { apiRequest } from "@/lib/api-client";
import { filtersToSearch, seeCarsLabel, type FilterOptions } from "@/lib/cars/filter-params";

// The phone's filters (docs/showroom.md): choices are gathered in a sheet, which counts the cars they match
// (GET /api/cars, once typing pauses) and applies them all at once with 'Ver N veículos'. Loaded on the first
// tap of 'Filtros' (filter-panel.tsx), so the list's first load carries no dialog code.

const COUNT_DELAY_MS = 350;

/**
 * The number of available cars the filters match: undefined while it is being asked, null when it cannot be told
 * (a bad bound, offline).
 */
function useMatchCount(values: FilterValues, enabled: boolean): number | null | undefined {
  const search = filtersToSearch(values);
  const [result, setResult] = useState<{ search: string; count: number | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const body = await apiRequest<{ total?: unknown } | null>(`/api/cars${search}`, {
          signal: controller.signal,
        });
        setResult({ search, count: typeof body?.total === "number" ? body.total : null });
      } catch {
        if (!controller.signal.aborted) setResult({ search, count: null });
      }
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, enabled]);
  // A count of other choices is never shown as this one's.
  return result?.search === search ? result.count : undefined;
}

export function FilterSheet({
  open,
  onOpenChange,
  options,
  initial,
  onApply,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: FilterOptions;
  /** The filters of the list on screen, the sheet's starting point each time it opens. */
  initial: FilterValues;
  onApply: (values: FilterValues) => void;
  /** The 'Filtros' button, which gets the focus back when the sheet closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const [values, setValues] = useState(initial);
  const idPrefix = useId();
  // Reopened: start again from the list on screen, not from choices that were dropped.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setValues(initial);
  }
  const count = useMatchCount(values, open);
  const content = useRef<HTMLDivElement>(null);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        ref={content}
        side="bottom"
        className="max-h-[90dvh] gap-0"
        // The sheet itself takes the focus, not its first field (the search box): on a phone a focused text box
        // pops the keyboard up over the filters the visitor opened the sheet to choose.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Filtros</SheetTitle>
          <SheetDescription>Escolha os filtros e veja quantos veículos atendem.</SheetDescription>
        </SheetHeader>
        <form
          role="search"
          aria-label="Filtrar veículos"
          className="grid gap-4 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(values);
          }}
          id={`${idPrefix}-form`}
        >
          <FilterFields
            idPrefix={idPrefix}
            options={options}
            values={values}
            onChange={(key, value) => setValues((current) => changedValues(current, options, key, value))}
          />
        </form>
        <SheetFooter className="sticky bottom-0 flex-row border-t bg-background">
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            onClick={() => setValues(emptyFilterValues())}
          >
            Limpar
          </Button>
          <Button type="submit" form={`${idPrefix}-form`} className="min-h-11 flex-1" data-testid="see-cars">
            {count === undefined ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
            {seeCarsLabel(count ?? null)}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
