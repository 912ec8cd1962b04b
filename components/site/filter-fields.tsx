import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { FILTER_KEYS, type FilterKey, type FilterOptions } from "@/lib/cars/filter-params";
import { ENGINE_FILTER_OPTIONS, TURBO_FILTER_LABELS } from "@/lib/constants/cars";

// The 13 showroom filters as form fields, drawn by the desktop side column (filter-panel.tsx) and by the phone's
// sheet (filter-sheet.tsx); each owns its values and decides when a change is applied.

export type FilterValues = Record<FilterKey, string>;

export function emptyFilterValues(): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])) as FilterValues;
}

export function valuesFrom(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as FilterValues;
}

/** The values after one change: a model the newly chosen brand does not have is cleared. */
export function changedValues(
  values: FilterValues,
  options: FilterOptions,
  key: FilterKey,
  value: string,
): FilterValues {
  const next = { ...values, [key]: value };
  if (key === "brand" && next.model && !(options.modelsByBrand[value] ?? options.models).includes(next.model))
    next.model = "";
  return next;
}

export function activeFilterCount(values: FilterValues): number {
  return FILTER_KEYS.filter((key) => values[key] !== "").length;
}

const asEntries = (list: ReadonlyArray<string | number>) =>
  list.map((item) => ({ value: String(item), label: String(item) }));

export function FilterFields({
  idPrefix,
  options,
  values,
  onChange,
}: {
  idPrefix: string;
  options: FilterOptions;
  values: FilterValues;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const models = values.brand ? (options.modelsByBrand[values.brand] ?? []) : options.models;
  const id = (key: FilterKey) => `${idPrefix}-${key}`;

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
        onChange={(event) => onChange(key, event.target.value)}
      >
        {/* Plain options: a full stock lists a hundred models, and the list is drawn on every stock page. */}
        <option value="">{allLabel}</option>
        {entries.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const numberInput = (key: FilterKey, label: string, placeholder: string) => (
    <div className="grid min-w-0 gap-1.5">
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
        onChange={(event) => onChange(key, event.target.value)}
      />
    </div>
  );

  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={id("search")}>Buscar</Label>
        <Input
          id={id("search")}
          name="search"
          type="search"
          placeholder="Marca, modelo, ano ou descrição"
          value={values.search}
          onChange={(event) => onChange("search", event.target.value)}
        />
      </div>
      {select("brand", "Marca", "Todas as marcas", asEntries(options.brands))}
      {select("model", "Modelo", "Todos os modelos", asEntries(models))}
      {/* Bounds side by side: the column stays short enough to read at a glance. */}
      <div className="grid grid-cols-2 gap-3">
        {select("yearFrom", "Ano de", "Qualquer", asEntries(options.years))}
        {select("yearTo", "Ano até", "Qualquer", asEntries(options.years))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {numberInput("priceFrom", "Preço mínimo (R$)", "0")}
        {numberInput("priceTo", "Preço máximo (R$)", "Sem limite")}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {numberInput("mileageFrom", "Km mínima", "0")}
        {numberInput("mileageTo", "Km máxima", "Sem limite")}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {select("transmission", "Câmbio", "Todos", asEntries(options.transmissions))}
        {select("fuel", "Combustível", "Todos", asEntries(options.fuels))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {select("engine", "Motor", "Todos", asEntries(ENGINE_FILTER_OPTIONS))}
        {select("isTurbo", "Turbo", "Todos", [
          { value: "true", label: TURBO_FILTER_LABELS.true },
          { value: "false", label: TURBO_FILTER_LABELS.false },
        ])}
      </div>
    </>
  );
}
