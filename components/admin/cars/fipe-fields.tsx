"use client";

import { Controller, type Control, type FieldErrors } from "react-hook-form";

import { NumberField } from "@/components/admin/kit/number-field";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { maskFipeCode } from "@/lib/cars/fipe";
import type { CarFormInput, CarFormValues } from "@/lib/cars/schema";
import { saoPauloDate } from "@/lib/format/dates";

// The car form's 'Tabela FIPE' group (docs/business-rules.md "Tabela FIPE"): code, price and reference month,
// all three or none, checked by the same schema as the API.

type Props = {
  control: Control<CarFormInput, unknown, CarFormValues>;
  errors: FieldErrors<CarFormInput>;
  disabled: boolean;
};

export function FipeFields({ control, errors, disabled }: Props) {
  const id = (name: string) => `car-${name}`;
  const thisMonth = saoPauloDate(new Date()).slice(0, 7);
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-3" data-testid="fipe-fields">
      <legend className="mb-3 text-base font-semibold">Tabela FIPE</legend>
      <p className="text-sm text-muted-foreground sm:col-span-3">
        Opcional. Preencha os três campos, ou deixe os três em branco. Quando o preço do carro está abaixo do
        valor FIPE, o site mostra a diferença.
      </p>
      <Controller
        control={control}
        name="fipeCode"
        render={({ field }) => (
          <FormField label="Código FIPE" htmlFor={id("fipeCode")} error={errors.fipeCode?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="Ex.: 005340-6"
              maxLength={8}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | null | undefined) ?? ""}
              onChange={(event) => field.onChange(maskFipeCode(event.target.value))}
              onBlur={field.onBlur}
              {...fieldA11yProps(id("fipeCode"), errors.fipeCode?.message)}
            />
          </FormField>
        )}
      />
      <NumberField
        control={control}
        name="fipePrice"
        id={id("fipePrice")}
        label="Preço FIPE (R$)"
        kind="money"
        error={errors.fipePrice?.message}
        placeholder="Ex.: 95.000,00"
      />
      <Controller
        control={control}
        name="fipeReferenceMonth"
        render={({ field }) => (
          <FormField
            label="Mês de referência"
            htmlFor={id("fipeReferenceMonth")}
            error={errors.fipeReferenceMonth?.message}
          >
            <Input
              type="month"
              min="2000-01"
              max={thisMonth}
              placeholder="AAAA-MM"
              name={field.name}
              ref={field.ref}
              value={(field.value as string | null | undefined) ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...fieldA11yProps(id("fipeReferenceMonth"), errors.fipeReferenceMonth?.message)}
            />
          </FormField>
        )}
      />
    </fieldset>
  );
}
