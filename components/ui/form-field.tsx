// A11y contract: the label targets the control by id; spread fieldA11yProps(id, error) on the control so it is aria-invalid and described by the role="alert" error `${id}-error` (and by `${id}-description` when passed true as third argument); mark required controls with `required` or `aria-required`, the asterisk is visual only.
import type * as React from "react";

import { fieldA11yProps, type FieldA11yProps } from "@/components/ui/field-a11y";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = Omit<React.ComponentProps<"div">, "id" | "children"> & {
  label: React.ReactNode;
  error?: string;
  description?: React.ReactNode;
  required?: boolean;
  labelClassName?: string;
  children: React.ReactNode;
} & ({ id: string; htmlFor?: never } | { htmlFor: string; id?: never });

function FormField({
  label,
  id,
  htmlFor,
  error,
  description,
  required = false,
  labelClassName,
  className,
  children,
  ...props
}: FormFieldProps) {
  const controlId = id ?? htmlFor;

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn("grid min-w-0 gap-2", className)}
      {...props}
    >
      <Label htmlFor={controlId} className={labelClassName}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description ? (
        <p
          id={`${controlId}-description`}
          data-slot="form-field-description"
          className="text-sm text-muted-foreground"
        >
          {description}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${controlId}-error`}
          data-slot="form-field-error"
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, fieldA11yProps };
export type { FieldA11yProps, FormFieldProps };
