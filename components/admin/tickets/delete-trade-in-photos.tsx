"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { Button } from "@/components/ui/button";
import { apiErrorText, apiRequest } from "@/lib/api-client";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useReloadAdminData } from "@/lib/admin/use-api-data";

// 'Excluir fotos' of a trade-in request (docs/admin-panel.md, tickets tab): once appraised, its photos can go and
// free their room in the visitors' storage quota; the ticket and the car's details stay.

export function DeleteTradeInPhotos({ ticketId, count }: { ticketId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction();
  const reload = useReloadAdminData("/api/contact-tickets");

  const remove = () =>
    run({
      call: () => apiRequest(`/api/trade-ins/${encodeURIComponent(ticketId)}/photos`, { method: "DELETE" }),
      success: "Fotos excluídas.",
      failure: "Erro ao excluir as fotos",
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
      title={count === 1 ? "Excluir a foto deste pedido?" : `Excluir as ${count} fotos deste pedido?`}
      description="As fotos deixam de existir; o pedido e os dados do carro continuam."
      confirmLabel="Excluir fotos"
      busy={busy}
      onConfirm={() => void remove()}
      trigger={
        <Button variant="outline" size="sm" className="w-fit pointer-coarse:min-h-11">
          <Trash2 aria-hidden="true" />
          Excluir fotos
        </Button>
      }
    />
  );
}
