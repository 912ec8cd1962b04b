"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";

import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import { ASSIGNABLE_ROLES, ROLE_LABELS } from "@/lib/constants/auth";
import {
  FILL_ALL_FIELDS,
  ROLE_USER_NOT_FOUND,
  assignRoleFormSchema,
  type AssignRoleFormInput,
  type AssignRoleFormValues,
} from "@/lib/users/schema";

type CheckResponse = { exists: boolean; user?: { id: string; email: string } };

/** Gives Gerente, Vendedor or Ajudante to an existing account, found by e-mail. */
export function AssignRoleForm({ onAssigned }: { onAssigned: () => void }) {
  const form = useForm<AssignRoleFormInput, unknown, AssignRoleFormValues>({
    resolver: zodResolver(assignRoleFormSchema),
    defaultValues: { email: "", role: "" as AssignRoleFormInput["role"] },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: AssignRoleFormValues) {
    let check: CheckResponse;
    try {
      check = await apiRequest<CheckResponse>(`/api/users/check/${encodeURIComponent(values.email)}`);
    } catch (error) {
      toast.error("Erro ao atribuir cargo", { description: serverErrorOf(error) });
      return;
    }
    if (!check.exists || !check.user) {
      toast.error(ROLE_USER_NOT_FOUND.title, { description: ROLE_USER_NOT_FOUND.description });
      return;
    }
    try {
      await apiRequest(`/api/users/${encodeURIComponent(check.user.id)}`, {
        method: "PUT",
        json: { role: values.role },
      });
    } catch (error) {
      toast.error("Erro ao atribuir cargo", { description: serverErrorOf(error) });
      return;
    }
    toast.success("Cargo atribuído com sucesso!", {
      description: `${values.email} agora é ${ROLE_LABELS[values.role]}.`,
    });
    form.reset();
    onAssigned();
  }

  return (
    <form
      noValidate
      aria-label="Atribuir cargo"
      onSubmit={form.handleSubmit(submit, () => toast.error(FILL_ALL_FIELDS))}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[1fr_14rem_auto] md:items-start"
    >
      <FormField label="Email do usuário" htmlFor="role-email" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="off"
          placeholder="usuario@exemplo.com"
          required
          {...fieldA11yProps("role-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Cargo" htmlFor="role-role" error={errors.role?.message} required>
        <NativeSelect
          required
          {...fieldA11yProps("role-role", errors.role?.message)}
          {...form.register("role")}
        >
          <NativeSelectOption value="">Selecione o cargo</NativeSelectOption>
          {ASSIGNABLE_ROLES.map((role) => (
            <NativeSelectOption key={role} value={role}>
              {ROLE_LABELS[role]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="md:mt-6">
        <UserPlus aria-hidden="true" />
        {isSubmitting ? "Atribuindo..." : "Atribuir Cargo"}
      </Button>
    </form>
  );
}
