"use client";

import { CalendarX } from "lucide-react";
import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiErrorText, apiRequest } from "@/lib/api-client";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useReloadAdminData } from "@/lib/admin/use-api-data";
import type { ApiAppointment } from "@/lib/appointments/schema";

// 'Cancelar agendamento' on a booking's ticket (docs/admin-panel.md, tickets tab): the booking stops holding its
// slot and the visitor's place in the phone's daily limit; the ticket stays, its booking marked 'Cancelado'.

export function CancelAppointment({ appointment }: { appointment: ApiAppointment }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction();
  const reload = useReloadAdminData("/api/contact-tickets", "/api/appointments");

  if (appointment.cancelledAt) return <Badge variant="secondary">Cancelado</Badge>;

  const cancel = () =>
    run({
      call: () =>
        apiRequest(`/api/appointments/${encodeURIComponent(appointment.id)}/cancel`, { method: "POST" }),
      success: "Agendamento cancelado. O horário está livre de novo.",
      failure: "Erro ao cancelar o agendamento",
      describe: apiErrorText,
      onSuccess: () => {
        setOpen(false);
        return reload();
      },
    });

  return (
    <ConfirmDelete
      open={open}
      onOpenChange={setOpen}
      title="Cancelar este agendamento?"
      description="O horário fica livre para outro visitante. O ticket continua na lista."
      confirmLabel="Cancelar agendamento"
      busy={busy}
      onConfirm={() => void cancel()}
      trigger={
        <Button variant="outline" size="sm" className="ml-auto pointer-coarse:min-h-11">
          <CalendarX aria-hidden="true" />
          Cancelar agendamento
        </Button>
      }
    />
  );
}
