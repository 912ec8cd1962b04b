"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest } from "@/lib/api-client";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@/lib/auth/schema";
import { toast } from "@/lib/toast";
import { useFieldIds } from "@/lib/ui/use-field-ids";

// 'Alterar senha' (admin header dialog) and the forced change after a reset (/auth/trocar-senha): the schema the
// API uses plus the confirmation. The server ends the account's other sessions and renews this one's cookie.

type Props = { onChanged: () => void; submitLabel?: string };

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordForm({ onChanged, submitLabel = "Alterar senha" }: Props) {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldId = useFieldIds<(typeof FIELDS)[number]>();

  async function submit(values: ChangePasswordFormInput) {
    try {
      await apiRequest("/api/auth/password", {
        method: "PUT",
        json: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === null) {
        toast.error("Erro ao alterar senha", { description: "Falha de conexão. Tente novamente." });
        return;
      }
      const field = FIELDS.find((name) => error.fields[name]);
      if (field) form.setError(field, { message: error.fields[field] });
      else if (error.status === 400) form.setError("currentPassword", { message: error.message });
      toast.error("Erro ao alterar senha", { description: error.message });
      return;
    }
    toast.success("Senha alterada com sucesso!", {
      description: "As outras sessões desta conta foram encerradas.",
    });
    form.reset();
    onChanged();
  }

  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4"
      aria-label="Alterar senha"
      data-testid="change-password-form"
    >
      <FormField
        label="Senha atual"
        id={fieldId("currentPassword")}
        error={error("currentPassword")}
        required
      >
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...fieldA11yProps(fieldId("currentPassword"), error("currentPassword"))}
          {...form.register("currentPassword")}
        />
      </FormField>
      <FormField label="Nova senha" id={fieldId("newPassword")} error={error("newPassword")} required>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...fieldA11yProps(fieldId("newPassword"), error("newPassword"))}
          {...form.register("newPassword")}
        />
      </FormField>
      <FormField
        label="Confirmar nova senha"
        id={fieldId("confirmPassword")}
        error={error("confirmPassword")}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...fieldA11yProps(fieldId("confirmPassword"), error("confirmPassword"))}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Salvando..." : submitLabel}
      </Button>
    </form>
  );
}
