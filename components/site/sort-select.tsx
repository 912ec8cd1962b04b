"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";

import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { CAR_SORTS, CAR_SORT_LABELS, DEFAULT_SORT_LABEL, type CarSort } from "@/lib/cars/sort";

// The stock list's order (docs/showroom.md). Like the filters it lives in the URL (/cars?…&sort=price-asc):
// a change navigates and the server sorts, so a sorted list can be shared and reloaded.

/** The visitor's address with `sort` set (or removed for the default order), the filters kept, at page 1. */
export function withSort(search: string, sort: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (sort) params.set("sort", sort);
  else params.delete("sort");
  const query = params.toString();
  return `/cars${query ? `?${query}` : ""}`;
}

export function SortSelect({ sort }: { sort: CarSort | undefined }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState<string>(sort ?? "");
  const [, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium">
        Ordenar por
      </label>
      <NativeSelect
        id={id}
        name="sort"
        value={value}
        wrapperClassName="w-auto"
        onChange={(event) => {
          setValue(event.target.value);
          // Read at the moment of the change: the address holds the filters of the list being shown.
          const target = withSort(window.location.search, event.target.value);
          startTransition(() => router.push(target, { scroll: false }));
        }}
      >
        <NativeSelectOption value="">{DEFAULT_SORT_LABEL}</NativeSelectOption>
        {CAR_SORTS.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {CAR_SORT_LABELS[option]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
