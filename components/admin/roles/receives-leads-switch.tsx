"use client";

import { useId } from "react";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { apiRequest } from "@/lib/api-client";
import type { ApiUser } from "@/lib/users/dto";

// 'Recebe leads' of a staff member in the roles tab (docs/business-rules.md "Leads"): whether the rotation gives
// them new leads. Saved at once; the list shows the server's answer.

export function ReceivesLeadsSwitch({
  user,
  onChanged,
}: {
  user: Pick<ApiUser, "id" | "email" | "receivesLeads">;
  onChanged: (receivesLeads: boolean) => void;
}) {
  const id = useId();
  const { busy, run } = useAdminAction();

  const change = (receivesLeads: boolean) =>
    run({
      call: () =>
        apiRequest(`/api/users/${encodeURIComponent(user.id)}`, { method: "PUT", json: { receivesLeads } }),
      success: {
        title: receivesLeads ? "Passa a receber leads." : "Deixa de receber leads.",
        description: user.email,
      },
      failure: "Erro ao salvar",
      onSuccess: () => onChanged(receivesLeads),
    });

  return (
    <div className="flex min-h-11 items-center gap-2 pr-2">
      <Switch
        id={id}
        checked={user.receivesLeads}
        disabled={busy}
        onCheckedChange={(checked) => void change(checked)}
        data-testid="receives-leads"
      />
      <Label htmlFor={id} className="text-sm">
        Recebe leads<span className="sr-only"> ({user.email})</span>
      </Label>
    </div>
  );
}
