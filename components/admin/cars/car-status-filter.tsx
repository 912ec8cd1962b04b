"use client";

import { useId } from "react";

import type { CarListStatus } from "@/lib/cars/admin-list";
import { cn } from "@/lib/utils";

const OPTIONS: Array<{ value: CarListStatus; label: string }> = [
  { value: "available", label: "À venda" },
  { value: "sold", label: "Vendidos" },
  { value: "all", label: "Todos" },
];

type Props = {
  value: CarListStatus;
  onChange: (value: CarListStatus) => void;
  /** How many cars each status holds, when known (the sold ones are read only once asked for). */
  counts: Partial<Record<CarListStatus, number>>;
};

/** Which cars the list shows: a segmented choice of three radio buttons, the cars for sale first. */
export function CarStatusFilter({ value, onChange, counts }: Props) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="sr-only">Situação dos carros</legend>
      <div className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-fit" data-testid="car-status-filter">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground sm:flex-none pointer-coarse:min-h-11",
              "has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
            {counts[option.value] !== undefined ? (
              <span className="text-xs tabular-nums opacity-80">{counts[option.value]}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
