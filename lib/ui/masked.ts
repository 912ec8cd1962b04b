import type { UseFormRegisterReturn } from "react-hook-form";

/** A registered text field whose value is re-masked (phone, CPF/CNPJ) as it is typed, before the form sees it. */
export function masked<TName extends string>(
  field: UseFormRegisterReturn<TName>,
  mask: (value: string) => string,
): UseFormRegisterReturn<TName> {
  return {
    ...field,
    onChange: (event: { target: { value: string }; type?: unknown }) => {
      event.target.value = mask(String(event.target.value));
      return field.onChange(event);
    },
  };
}
