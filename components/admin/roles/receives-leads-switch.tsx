"use client";

import { useId, useState } from "react";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import type { ApiUser } from "@/lib/users/dto";
import { toast } from "@/lib/toast";

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
  const [busy, setBusy] = useState(false);

  async function change(receivesLeads: boolean) {
    setBusy(true);
    try {
      await apiRequest(`/api/users/${encodeURIComponent(user.id)}`, {
        method: "PUT",
        json: { receivesLeads },
      });
      onChanged(receivesLeads);
      toast.success(receivesLeads ? "Passa a receber leads." : "Deixa de receber leads.", {
        description: user.email,
      });
    } catch (error) {
      toast.error("Erro ao salvar", { description: serverErrorOf(error) });
    } finally {
      setBusy(false);
    }
  }

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
