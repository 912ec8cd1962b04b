"use client";

import type { ComponentProps } from "react";

import { carOptionLabel, type CarOption } from "@/components/admin/kit/use-car-options";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { formatMoney } from "@/lib/format/money";

type Props = Omit<ComponentProps<typeof NativeSelect>, "children"> & {
  cars: CarOption[] | null;
  placeholder: string;
  /** Sold cars can be picked only when they are already this record's car. */
  soldSelectableId?: string | null;
  disableSold?: boolean;
};

/** A car from the stock; sold cars are marked. */
export function CarSelect({ cars, placeholder, soldSelectableId, disableSold = false, ...props }: Props) {
  return (
    <NativeSelect {...props} disabled={cars === null || props.disabled}>
      <NativeSelectOption value="">{cars === null ? "Carregando..." : placeholder}</NativeSelectOption>
      {(cars ?? []).map((car) => (
        <NativeSelectOption
          key={car.id}
          value={car.id}
          disabled={disableSold && car.status === "sold" && car.id !== soldSelectableId}
        >
          {carOptionLabel(car)} — {formatMoney(car.price)}
          {car.status === "sold" ? " (Vendido)" : ""}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
