import type { UseFormRegisterReturn } from "react-hook-form";

import { PhoneInput } from "@/components/site/phone-input";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Field = "name" | "phone" | "email";

type Props = {
  /** Each field's `register(...)` from the form that holds it. */
  fields: Record<Field, UseFormRegisterReturn>;
  fieldId: (field: Field) => string;
  error: (field: Field) => string | undefined;
};

/** Name, phone and an optional e-mail: how the booking and trade-in forms ask who the visitor is. */
export function VisitorContactFields({ fields, fieldId, error }: Props) {
  return (
    <>
      <FormField id={fieldId("name")} label="Nome" required error={error("name")}>
        <Input
          {...fields.name}
          {...fieldA11yProps(fieldId("name"), error("name"))}
          autoComplete="name"
          required
        />
      </FormField>
      <FormField id={fieldId("phone")} label="Telefone" required error={error("phone")}>
        <PhoneInput {...fields.phone} {...fieldA11yProps(fieldId("phone"), error("phone"))} required />
      </FormField>
      <FormField
        id={fieldId("email")}
        label="E-mail (opcional)"
        error={error("email")}
        className="sm:col-span-2"
      >
        <Input
          {...fields.email}
          {...fieldA11yProps(fieldId("email"), error("email"))}
          type="email"
          autoComplete="email"
        />
      </FormField>
    </>
  );
}
