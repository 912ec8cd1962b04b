"use client";

import type * as React from "react";
import { NumericFormat, type NumericFormatProps } from "react-number-format";

import { Input } from "@/components/ui/input";

// A number typed the Brazilian way: thousands grouped with '.', decimals after ','. The field shows the mask; the
// form gets the number itself (or null when empty), so "52.900" can never be read as 52,9.

type NumberInputKind = "money" | "integer";

type NumberInputProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "type" | "onChange" | "ref" | "size"
> & {
  /** money: up to 2 decimals after ','; integer: whole numbers only (mileage). */
  kind: NumberInputKind;
  value: number | string | null | undefined;
  onValueChange: (value: number | null) => void;
  getInputRef?: NumericFormatProps["getInputRef"];
};

/** The form's value as the mask reads it: numbers as they are, anything else (blank, stray text) as empty. */
function toMaskValue(value: number | string | null | undefined): number | string {
  return typeof value === "number" && Number.isFinite(value) ? value : "";
}

function NumberInput({ kind, value, onValueChange, getInputRef, ...props }: NumberInputProps) {
  return (
    <NumericFormat
      {...props}
      customInput={Input}
      getInputRef={getInputRef}
      value={toMaskValue(value)}
      valueIsNumericString={false}
      thousandSeparator="."
      decimalSeparator=","
      // Only ',' starts the decimals: the library would otherwise also take '.', and "52.900" would become 52,90.
      allowedDecimalSeparators={[","]}
      decimalScale={kind === "money" ? 2 : 0}
      allowNegative={false}
      allowLeadingZeros={false}
      inputMode={kind === "money" ? "decimal" : "numeric"}
      autoComplete="off"
      data-slot="number-input"
      onValueChange={(values, source) => {
        // Only what the user typed: a value set by the form itself is already the form's.
        if (source.source === "event") onValueChange(values.floatValue ?? null);
      }}
    />
  );
}

export { NumberInput };
export type { NumberInputKind, NumberInputProps };
