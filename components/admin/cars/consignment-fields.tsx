"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";

import { NumberField } from "@/components/admin/kit/number-field";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { emptyConsignment } from "@/lib/cars/admin-list";
import type { CarFormInput, CarFormValues } from "@/lib/cars/schema";
import { formatCpfCnpj } from "@/lib/format/documents";
import { maskPhone } from "@/lib/format/phone";
import { masked } from "@/lib/ui/masked";

// The car form's 'Consignação' group (docs/business-rules.md "Consignment"): the owner who left the car, what
// they receive when it sells and the agreement's dates; all six, or the switch off (no consignment). Staff-only.

/** The group's fields as the server names them, to put its messages back under them. */
export const CONSIGNMENT_FORM_FIELDS = [
  "consignment.ownerName",
  "consignment.ownerDocument",
  "consignment.ownerPhone",
  "consignment.netToOwner",
  "consignment.startDate",
  "consignment.endDate",
] as const;

type Props = { form: UseFormReturn<CarFormInput, unknown, CarFormValues>; disabled: boolean };

export function ConsignmentFields({ form, disabled }: Props) {
  const consignment = useWatch({ control: form.control, name: "consignment" });
  const errors = form.formState.errors.consignment;
  const id = (name: string) => `car-consignment-${name}`;
  const on = consignment != null;

  return (
    <fieldset disabled={disabled} className="grid gap-4 rounded-lg border border-dashed p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold">Consignação</legend>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Switch
          id={id("on")}
          checked={on}
          onCheckedChange={(checked) =>
            form.setValue("consignment", checked ? emptyConsignment() : null, { shouldDirty: true })
          }
        />
        <Label htmlFor={id("on")}>Carro consignado (de um proprietário particular)</Label>
      </div>
      {on ? (
        <>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Visível apenas para a equipe. O valor do proprietário é o que ele recebe quando o carro for
            vendido; o lucro da loja é o preço de venda menos esse valor e as despesas do carro.
          </p>
          <FormField
            label="Proprietário"
            htmlFor={id("ownerName")}
            error={errors?.ownerName?.message}
            required
          >
            <Input
              autoComplete="off"
              required
              {...fieldA11yProps(id("ownerName"), errors?.ownerName?.message)}
              {...form.register("consignment.ownerName")}
            />
          </FormField>
          <FormField
            label="CPF/CNPJ do proprietário"
            htmlFor={id("ownerDocument")}
            error={errors?.ownerDocument?.message}
            required
          >
            <Input
              autoComplete="off"
              inputMode="numeric"
              required
              {...fieldA11yProps(id("ownerDocument"), errors?.ownerDocument?.message)}
              {...masked(form.register("consignment.ownerDocument"), formatCpfCnpj)}
            />
          </FormField>
          <FormField
            label="Telefone do proprietário"
            htmlFor={id("ownerPhone")}
            error={errors?.ownerPhone?.message}
            required
          >
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              {...fieldA11yProps(id("ownerPhone"), errors?.ownerPhone?.message)}
              {...masked(form.register("consignment.ownerPhone"), maskPhone)}
            />
          </FormField>
          <NumberField
            control={form.control}
            name="consignment.netToOwner"
            id={id("netToOwner")}
            label="Valor do proprietário (R$)"
            kind="money"
            error={errors?.netToOwner?.message}
            required
          />
          <FormField label="Início" htmlFor={id("startDate")} error={errors?.startDate?.message} required>
            <Input
              type="date"
              required
              {...fieldA11yProps(id("startDate"), errors?.startDate?.message)}
              {...form.register("consignment.startDate")}
            />
          </FormField>
          <FormField label="Fim" htmlFor={id("endDate")} error={errors?.endDate?.message} required>
            <Input
              type="date"
              required
              {...fieldA11yProps(id("endDate"), errors?.endDate?.message)}
              {...form.register("consignment.endDate")}
            />
          </FormField>
        </>
      ) : null}
    </fieldset>
  );
}
