"use client";

import { Check } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/ui/number-input";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { apiRequest } from "@/lib/api-client";
import { MAX_COMMISSION_PERCENT } from "@/lib/constants/finance";

type Props = { user: { id: string; email: string; commissionPercent: number }; onSaved: () => void };

/**
 * A staff member's commission rate in the roles tab ('Comissão (%)', 0 to 20): saved on its own button; sales
 * already closed keep the rate they stored.
 */
export function CommissionField({ user, onSaved }: Props) {
  const [value, setValue] = useState<number | null>(user.commissionPercent);
  const { busy: saving, run } = useAdminAction();
  const id = `commission-${user.id}`;
  const changed = value !== null && value !== user.commissionPercent;

  const save = () =>
    run({
      call: () =>
        apiRequest(`/api/users/${encodeURIComponent(user.id)}`, {
          method: "PUT",
          json: { commissionPercent: value },
        }),
      success: {
        title: "Comissão atualizada",
        description: `${user.email}: ${value?.toLocaleString("pt-BR")}%`,
      },
      failure: "Erro ao salvar comissão",
      onSuccess: onSaved,
    });

  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void save();
      }}
    >
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        Comissão (%)<span className="sr-only"> de {user.email}</span>
      </label>
      <NumberInput
        id={id}
        kind="money"
        value={value}
        onValueChange={setValue}
        className="w-20"
        aria-describedby={`${id}-hint`}
        disabled={saving}
      />
      <span id={`${id}-hint`} className="sr-only">
        De 0 a {MAX_COMMISSION_PERCENT}, com até duas casas decimais
      </span>
      <Button type="submit" size="sm" variant="outline" disabled={!changed || saving}>
        <Check aria-hidden="true" />
        Salvar<span className="sr-only"> comissão de {user.email}</span>
      </Button>
    </form>
  );
}
