"use client";

import { CalendarX } from "lucide-react";

import { ConfirmedAction } from "@/components/admin/kit/confirmed-action";
import { Badge } from "@/components/ui/badge";
import { useReloadAdminData } from "@/lib/admin/use-api-data";
import { apiErrorText, apiRequest } from "@/lib/api-client";
import type { ApiAppointment } from "@/lib/appointments/schema";

// 'Cancelar agendamento' on a booking's ticket (docs/admin-panel.md, tickets tab): the booking stops holding its
// slot and the visitor's place in the phone's daily limit; the ticket stays, its booking marked 'Cancelado'.

export function CancelAppointment({ appointment }: { appointment: ApiAppointment }) {
  const reload = useReloadAdminData("/api/contact-tickets", "/api/appointments");

  if (appointment.cancelledAt) return <Badge variant="secondary">Cancelado</Badge>;

  return (
    <ConfirmedAction
      icon={CalendarX}
      label="Cancelar agendamento"
      buttonClassName="ml-auto pointer-coarse:min-h-11"
      title="Cancelar este agendamento?"
      description="O horário fica livre para outro visitante. O ticket continua na lista."
      action={{
        call: () =>
          apiRequest(`/api/appointments/${encodeURIComponent(appointment.id)}/cancel`, { method: "POST" }),
        success: "Agendamento cancelado. O horário está livre de novo.",
        failure: "Erro ao cancelar o agendamento",
        describe: apiErrorText,
        onSuccess: reload,
      }}
    />
  );
}
