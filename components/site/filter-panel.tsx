"use client";

import { SlidersHorizontalIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";

import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { filtersOfKey } from "@/lib/cars/filter-key";
import { FILTER_KEYS, filtersToSearch, type FilterKey, type FilterOptions } from "@/lib/cars/filter-params";
import { ENGINE_FILTER_OPTIONS, TURBO_FILTER_LABELS } from "@/lib/constants";
import { cn } from "@/lib/utils";

// The stock list's filter panel (docs/showroom.md). Its state is the URL: every change navigates to
// /cars?… and the server filters. It lives in the /cars layout, so it stays mounted (focus, text being typed)
// while the list below changes with each URL. Without JavaScript it is a plain GET form. On phones it folds
// away behind a button; from lg up it is always shown.

export type FilterValues = Record<FilterKey, string>;

const TYPING_DELAY_MS = 500;
const TEXT_KEYS = new Set<FilterKey>(["search", "priceFrom", "priceTo", "mileageFrom", "mileageTo"]);

export function emptyFilterValues(): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])) as FilterValues;
}

function valuesFrom(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as FilterValues;
}

/**
 * The panel with the filters of the current list. They are read from the page's filter key (the rewritten
 * /cars/<key>, lib/cars/filter-key.ts) rather than from the query string: the key is known when each cached page is
 * prerendered, so the server's HTML already carries the filled-in panel, whole, with nothing left to stream after it.
 */
export function FilterPanel({ options }: { options: FilterOptions }) {
  const { filters } = useParams<{ filters?: string }>();
  const values = (filters && filtersOfKey(filters)) || new URLSearchParams();
  return <FilterPanelForm options={options} initial={valuesFrom(values)} />;
}

function FilterPanelForm({ options, initial }: { options: FilterOptions; initial: FilterValues }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const panelId = useId();
  const [pushed, setPushed] = useState(() => filtersToSearch(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
    startTransition(() => router.push(`/cars${search}`, { scroll: false }));
  };

  const update = (key: FilterKey, value: string) => {
    const next = { ...values, [key]: value };
    if (
      key === "brand" &&
      next.model &&
      !(options.modelsByBrand[value] ?? options.models).includes(next.model)
    )
      next.model = "";
    setValues(next);
    if (TEXT_KEYS.has(key)) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(next), TYPING_DELAY_MS);
    } else {
      navigate(next);
    }
  };

  const models = values.brand ? (options.modelsByBrand[values.brand] ?? []) : options.models;
  const activeCount = FILTER_KEYS.filter((key) => values[key] !== "").length;
  const id = (key: FilterKey) => `${panelId}-${key}`;

  const select = (
    key: FilterKey,
    label: string,
    allLabel: string,
    entries: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id(key)}>{label}</Label>
      <NativeSelect
        id={id(key)}
        name={key}
        value={values[key]}
        onChange={(event) => update(key, event.target.value)}
      >
        <NativeSelectOption value="">{allLabel}</NativeSelectOption>
        {entries.map((entry) => (
          <NativeSelectOption key={entry.value} value={entry.value}>
            {entry.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
  const asEntries = (list: ReadonlyArray<string | number>) =>
    list.map((item) => ({ value: String(item), label: String(item) }));
  const numberInput = (key: FilterKey, label: string, placeholder: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id(key)}>{label}</Label>
      <Input
        id={id(key)}
        name={key}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        placeholder={placeholder}
        value={values[key]}
        onChange={(event) => update(key, event.target.value)}
      />
    </div>
  );

  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${panelId}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <SlidersHorizontalIcon aria-hidden="true" className="size-5" />
          Filtros
        </h2>
        <div className="flex items-center gap-2">
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {pending ? "Carregando carros..." : ""}
          </p>
          <Button
            type="button"
            variant="outline"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? "Ocultar filtros" : activeCount ? `Mostrar filtros (${activeCount})` : "Mostrar filtros"}
          </Button>
        </div>
      </div>
      <form
        id={panelId}
        action="/cars"
        method="get"
        role="search"
        aria-label="Filtrar veículos"
        className={cn("mt-4 grid gap-4 sm:grid-cols-2 lg:grid lg:grid-cols-4", open ? "grid" : "hidden")}
        onSubmit={(event) => {
          event.preventDefault();
          navigate(values);
          setOpen(false);
        }}
      >
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={id("search")}>Buscar</Label>
          <Input
            id={id("search")}
            name="search"
            type="search"
            placeholder="Marca, modelo, ano ou descrição"
            value={values.search}
            onChange={(event) => update("search", event.target.value)}
          />
        </div>
        {select("brand", "Marca", "Todas as marcas", asEntries(options.brands))}
        {select("model", "Modelo", "Todos os modelos", asEntries(models))}
        {select("yearFrom", "Ano de", "Qualquer ano", asEntries(options.years))}
        {select("yearTo", "Ano até", "Qualquer ano", asEntries(options.years))}
        {numberInput("priceFrom", "Preço mínimo (R$)", "0")}
        {numberInput("priceTo", "Preço máximo (R$)", "Sem limite")}
        {numberInput("mileageFrom", "Km mínima", "0")}
        {numberInput("mileageTo", "Km máxima", "Sem limite")}
        {select("transmission", "Câmbio", "Todos", asEntries(options.transmissions))}
        {select("fuel", "Combustível", "Todos", asEntries(options.fuels))}
        {select("engine", "Motor", "Todos", asEntries(ENGINE_FILTER_OPTIONS))}
        {select("isTurbo", "Turbo", "Todos", [
          { value: "true", label: TURBO_FILTER_LABELS.true },
          { value: "false", label: TURBO_FILTER_LABELS.false },
        ])}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-2">
          <Button type="submit" className="min-h-11 flex-1">
            Aplicar filtros
          </Button>
          <Link
            href="/cars"
            scroll={false}
            onClick={() => setValues(emptyFilterValues())}
            className={cn(buttonVariants({ variant: "outline" }), "min-h-11 flex-1")}
          >
            <XIcon aria-hidden="true" />
            Limpar filtros
          </Link>
        </div>
      </form>
    </section>
  );
}
