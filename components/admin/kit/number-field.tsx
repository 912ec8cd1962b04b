"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { NumberInput } from "@/components/ui/number-input";
import { savedValueHint } from "@/lib/format/saved-value";

type Props<TForm extends FieldValues, TOutput extends FieldValues> = {
  control: Control<TForm, unknown, TOutput>;
  name: FieldPath<TForm>;
  id: string;
  label: string;
  /** money: R$ with up to 2 decimals; mileage: whole kilometres. */
  kind: "money" | "mileage";
  error?: string;
  required?: boolean;
  placeholder?: string;
  className?: string;
};

/**
 * A money or mileage field of an admin form: typed with the pt-BR mask, kept in the form as a number (null when
 * empty) for the shared schema to check, with the value that will be saved spelled out under it.
 */
export function NumberField<TForm extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  id,
  label,
  kind,
  error,
  required = false,
  placeholder,
  className,
}: Props<TForm, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const hint = savedValueHint(kind, field.value);
        return (
          <FormField
            id={id}
            label={label}
            required={required}
            error={error}
            description={hint}
            className={className}
          >
            <NumberInput
              kind={kind === "money" ? "money" : "integer"}
              name={field.name}
              value={field.value as number | null | undefined}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              getInputRef={field.ref}
              disabled={field.disabled}
              placeholder={placeholder}
              required={required}
              {...fieldA11yProps(id, error, hint !== null)}
            />
          </FormField>
        );
      }}
    />
  );
}
