"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { CarSelect } from "@/components/admin/kit/car-select";
import { FileField, useChosenFile } from "@/components/admin/kit/file-field";
import { NumberField } from "@/components/admin/kit/number-field";
import { useCarOptions } from "@/components/admin/kit/use-car-options";
import { Checkbox } from "@/components/ui/checkbox";
import { FormActions } from "@/components/admin/kit/form-actions";
import { RecordFormDialog } from "@/components/admin/kit/record-form-dialog";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "@/lib/constants/finance";
import { MAX_RECEIPT_BYTES } from "@/lib/constants/uploads";
import {
  RECEIPT_TOO_LARGE,
  expenseCreateSchema,
  type ApiExpense,
  type ExpenseFormInput,
} from "@/lib/expenses/schema";
import { todayInSaoPaulo } from "@/lib/format/dates";
import type { z } from "zod";

export const EXPENSE_FORM_FIELDS = ["description", "amount", "category", "date", "carId"] as const;

type Output = z.output<typeof expenseCreateSchema>;
export type ExpenseSubmit = { values: Output; receipt: File | null; removeReceipt: boolean };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expense: ApiExpense | null;
  onSubmit: (
    submit: ExpenseSubmit,
    form: ReturnType<typeof useForm<ExpenseFormInput, unknown, Output>>,
  ) => Promise<void>;
};

function initialValues(expense: ApiExpense | null): ExpenseFormInput {
  return {
    description: expense?.description ?? "",
    amount: expense ? expense.amount : null,
    category: expense?.category ?? ("" as ExpenseFormInput["category"]),
    date: expense?.date ?? todayInSaoPaulo(),
    carId: expense?.carId ?? "",
  };
}

/** New or edit expense, with an optional receipt (image or PDF up to 5 MB). */
export function ExpenseFormDialog(props: Props) {
  return (
    <RecordFormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.expense ? "Editar Despesa" : "Nova Despesa"}
      history={props.expense ? { entity: "expense", entityId: props.expense.id } : null}
    >
      <ExpenseForm {...props} />
    </RecordFormDialog>
  );
}

function ExpenseForm({ onOpenChange, expense, onSubmit }: Props) {
  const cars = useCarOptions(true);
  const form = useForm<ExpenseFormInput, unknown, Output>({
    resolver: zodResolver(expenseCreateSchema),
    defaultValues: initialValues(expense),
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const receipt = useChosenFile(MAX_RECEIPT_BYTES, RECEIPT_TOO_LARGE);
  const [removeReceipt, setRemoveReceipt] = useState(false);

  const error = (name: (typeof EXPENSE_FORM_FIELDS)[number]) => errors[name]?.message;

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit(async (values) => {
        if (receipt.error) return;
        await onSubmit({ values, receipt: receipt.file, removeReceipt }, form);
      })}
    >
      <FormField
        id="expense-description"
        label="Descrição"
        required
        error={error("description")}
        className="sm:col-span-2"
      >
        <Input
          {...register("description")}
          {...fieldA11yProps("expense-description", error("description"))}
          required
        />
      </FormField>
      <NumberField
        control={form.control}
        name="amount"
        id="expense-amount"
        label="Valor (R$)"
        kind="money"
        error={error("amount")}
        required
      />
      <FormField id="expense-category" label="Categoria" required error={error("category")}>
        <NativeSelect
          {...register("category")}
          {...fieldA11yProps("expense-category", error("category"))}
          required
        >
          <NativeSelectOption value="">Selecione</NativeSelectOption>
          {EXPENSE_CATEGORIES.map((category) => (
            <NativeSelectOption key={category} value={category}>
              {EXPENSE_CATEGORY_LABELS[category]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="expense-date" label="Data" required error={error("date")}>
        <Input
          {...register("date")}
          {...fieldA11yProps("expense-date", error("date"))}
          type="date"
          required
        />
      </FormField>
      <FormField id="expense-car" label="Carro (opcional)" error={error("carId")}>
        <CarSelect
          {...register("carId")}
          {...fieldA11yProps("expense-car", error("carId"))}
          cars={cars}
          placeholder="Nenhum carro"
        />
      </FormField>
      <div className="grid gap-2 sm:col-span-2">
        <FileField
          id="expense-receipt"
          label={expense?.hasReceipt ? "Substituir comprovante" : "Comprovante"}
          accept="image/jpeg,image/png,image/webp,application/pdf"
          hint={
            expense?.hasReceipt
              ? `Atual: ${expense.receiptName ?? "comprovante"}. Sem novo arquivo, o atual é mantido.`
              : "Imagem ou PDF, até 5MB."
          }
          error={receipt.error}
          onFile={receipt.choose}
        />
        {expense?.hasReceipt ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id="expense-remove-receipt"
              checked={removeReceipt}
              onCheckedChange={(checked) => setRemoveReceipt(checked === true)}
            />
            <Label htmlFor="expense-remove-receipt">Remover comprovante atual</Label>
          </div>
        ) : null}
      </div>
      <FormActions
        onCancel={() => onOpenChange(false)}
        submitting={isSubmitting}
        label={expense ? "Salvar alterações" : "Registrar Despesa"}
      />
    </form>
  );
}
