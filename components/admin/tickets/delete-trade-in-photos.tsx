"use client";

import { Trash2 } from "lucide-react";

import { ConfirmedAction } from "@/components/admin/kit/confirmed-action";
import { useReloadAdminData } from "@/lib/admin/use-api-data";
import { apiErrorText, apiRequest } from "@/lib/api-client";

// 'Excluir fotos' of a trade-in request (docs/admin-panel.md, tickets tab): once appraised, its photos can go and
// free their room in the visitors' storage quota; the ticket and the car's details stay.

export function DeleteTradeInPhotos({ ticketId, count }: { ticketId: string; count: number }) {
  const reload = useReloadAdminData("/api/contact-tickets");
  return (
    <ConfirmedAction
      icon={Trash2}
      label="Excluir fotos"
      buttonClassName="w-fit pointer-coarse:min-h-11"
      title={count === 1 ? "Excluir a foto deste pedido?" : `Excluir as ${count} fotos deste pedido?`}
      description="As fotos deixam de existir; o pedido e os dados do carro continuam."
      action={{
        call: () => apiRequest(`/api/trade-ins/${encodeURIComponent(ticketId)}/photos`, { method: "DELETE" }),
        success: "Fotos excluídas.",
        failure: "Erro ao excluir as fotos",
        describe: apiErrorText,
        onSuccess: reload,
      }}
    />
  );
}
