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
  /**
   * The contact and proposal forms answer by e-mail: it is required and asked before the phone. The booking and
   * trade-in forms call back: the e-mail is optional, last, across the grid.
   */
  emailRequired?: boolean;
};

/** Who the visitor is: name, phone and e-mail, as every showroom form asks them. */
export function VisitorContactFields({ fields, fieldId, error, emailRequired = false }: Props) {
  const phone = (
    <FormField id={fieldId("phone")} label="Telefone" required error={error("phone")}>
      <PhoneInput {...fields.phone} {...fieldA11yProps(fieldId("phone"), error("phone"))} required />
    </FormField>
  );
  const email = (
    <FormField
      id={fieldId("email")}
      label={emailRequired ? "E-mail" : "E-mail (opcional)"}
      required={emailRequired}
      error={error("email")}
      className={emailRequired ? undefined : "sm:col-span-2"}
    >
      <Input
        {...fields.email}
        {...fieldA11yProps(fieldId("email"), error("email"))}
        type="email"
        autoComplete="email"
        required={emailRequired}
      />
    </FormField>
  );
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
      {emailRequired ? email : phone}
      {emailRequired ? phone : email}
    </>
  );
}
