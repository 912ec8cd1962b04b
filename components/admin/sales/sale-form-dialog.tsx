"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";

import { CarSelect } from "@/components/admin/kit/car-select";
import { FormActions } from "@/components/admin/kit/form-actions";
import { NumberField } from "@/components/admin/kit/number-field";
import { useCarOptions } from "@/components/admin/kit/use-car-options";
import { RecordFormDialog } from "@/components/admin/kit/record-form-dialog";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SALE_STATUSES,
  SALE_STATUS_LABELS,
} from "@/lib/constants/finance";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { formatCpfCnpj } from "@/lib/format/documents";
import { maskPhone } from "@/lib/format/phone";
import { saleCreateSchema, type ApiSale, type SaleCreate, type SaleFormInput } from "@/lib/sales/schema";
import { masked } from "@/lib/ui/masked";

export const SALE_FORM_FIELDS = [
  "carId",
  "clientName",
  "clientPhone",
  "clientEmail",
  "clientDocument",
  "salePrice",
  "paymentMethod",
  "paymentDetails",
  "salesperson",
  "status",
  "saleDate",
  "notes",
] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sale: ApiSale | null;
  defaultSalesperson: string;
  onSubmit: (
    values: SaleCreate,
    form: ReturnType<typeof useForm<SaleFormInput, unknown, SaleCreate>>,
  ) => Promise<void>;
};

function initialValues(sale: ApiSale | null, salesperson: string): SaleFormInput {
  return {
    carId: sale?.carId ?? "",
    clientName: sale?.clientName ?? "",
    clientPhone: sale ? maskPhone(sale.clientPhone) : "",
    clientEmail: sale?.clientEmail ?? "",
    clientDocument: sale?.clientDocument ? formatCpfCnpj(sale.clientDocument) : "",
    salePrice: sale ? sale.salePrice : null,
    paymentMethod: sale?.paymentMethod ?? "cash",
    paymentDetails: sale?.paymentDetails ?? "",
    salesperson: sale?.salesperson ?? salesperson,
    status: sale?.status ?? "negotiating",
    saleDate: sale?.saleDate ?? todayInSaoPaulo(),
    notes: sale?.notes ?? "",
  };
}

/** New or edit sale. 'Valor muito alto' shows while the price is typed (validation on change). */
export function SaleFormDialog(props: Props) {
  return (
    <RecordFormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.sale ? "Editar Venda" : "Nova Venda"}
      width="sm:max-w-2xl"
      history={props.sale ? { entity: "sale", entityId: props.sale.id } : null}
    >
      <SaleForm {...props} />
    </RecordFormDialog>
  );
}

function SaleForm({ onOpenChange, sale, defaultSalesperson, onSubmit }: Props) {
  const cars = useCarOptions(true);
  const form = useForm<SaleFormInput, unknown, SaleCreate>({
    resolver: zodResolver(saleCreateSchema),
    mode: "onChange",
    defaultValues: initialValues(sale, defaultSalesperson),
  });
  const { register, handleSubmit, setValue, getValues, formState } = form;
  const { errors, isSubmitting } = formState;

  // The signed-in user's name may arrive after the form opened: it fills an untouched, empty salesperson.
  useEffect(() => {
    if (defaultSalesperson && !getValues("salesperson") && !formState.dirtyFields.salesperson) {
      setValue("salesperson", defaultSalesperson);
    }
  }, [defaultSalesperson, getValues, setValue, formState.dirtyFields.salesperson]);

  const carField = register("carId", {
    onChange: (event: { target: { value: string } }) => {
      // A new sale starts from the car's asking price.
      const car = cars?.find((option) => option.id === event.target.value);
      if (car && !getValues("salePrice")) setValue("salePrice", car.price, { shouldValidate: true });
    },
  });
  const error = (name: (typeof SALE_FORM_FIELDS)[number]) => errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, form))}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField id="sale-car" label="Carro" required error={error("carId")} className="sm:col-span-2">
        <CarSelect
          {...carField}
          {...fieldA11yProps("sale-car", error("carId"))}
          cars={cars}
          placeholder="Selecione um carro"
          disableSold
          soldSelectableId={sale?.carId}
          required
        />
      </FormField>
      <FormField id="sale-client-name" label="Nome do cliente" required error={error("clientName")}>
        <Input
          {...register("clientName")}
          {...fieldA11yProps("sale-client-name", error("clientName"))}
          autoComplete="off"
          required
        />
      </FormField>
      <FormField id="sale-client-phone" label="Telefone" required error={error("clientPhone")}>
        <Input
          {...masked(register("clientPhone"), maskPhone)}
          {...fieldA11yProps("sale-client-phone", error("clientPhone"))}
          type="tel"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          required
        />
      </FormField>
      <FormField id="sale-client-email" label="E-mail" error={error("clientEmail")}>
        <Input
          {...register("clientEmail")}
          {...fieldA11yProps("sale-client-email", error("clientEmail"))}
          type="email"
          autoComplete="off"
        />
      </FormField>
      <FormField id="sale-client-document" label="CPF/CNPJ" error={error("clientDocument")}>
        <Input
          {...masked(register("clientDocument"), formatCpfCnpj)}
          {...fieldA11yProps("sale-client-document", error("clientDocument"))}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="000.000.000-00"
        />
      </FormField>
      <NumberField
        control={form.control}
        name="salePrice"
        id="sale-price"
        label="Valor da venda (R$)"
        kind="money"
        error={error("salePrice")}
        required
      />
      <FormField id="sale-payment" label="Forma de pagamento" required error={error("paymentMethod")}>
        <NativeSelect
          {...register("paymentMethod")}
          {...fieldA11yProps("sale-payment", error("paymentMethod"))}
          required
        >
          {PAYMENT_METHODS.map((method) => (
            <NativeSelectOption key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="sale-salesperson" label="Vendedor" required error={error("salesperson")}>
        <Input
          {...register("salesperson")}
          {...fieldA11yProps("sale-salesperson", error("salesperson"))}
          required
        />
      </FormField>
      <FormField id="sale-date" label="Data da venda" required error={error("saleDate")}>
        <Input
          {...register("saleDate")}
          {...fieldA11yProps("sale-date", error("saleDate"))}
          type="date"
          required
        />
      </FormField>
      <FormField id="sale-status" label="Status" error={error("status")}>
        <NativeSelect {...register("status")} {...fieldA11yProps("sale-status", error("status"))}>
          {SALE_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {SALE_STATUS_LABELS[status]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="sale-payment-details"
        label="Detalhes do pagamento"
        error={error("paymentDetails")}
        className="sm:col-span-2"
      >
        <Textarea
          {...register("paymentDetails")}
          {...fieldA11yProps("sale-payment-details", error("paymentDetails"))}
          rows={2}
        />
      </FormField>
      <FormField id="sale-notes" label="Observações" error={error("notes")} className="sm:col-span-2">
        <Textarea {...register("notes")} {...fieldA11yProps("sale-notes", error("notes"))} rows={2} />
      </FormField>
      <FormActions
        onCancel={() => onOpenChange(false)}
        submitting={isSubmitting}
        label={sale ? "Salvar alterações" : "Registrar Venda"}
      />
    </form>
  );
}
