"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useReloadAdminData } from "@/lib/admin/use-api-data";
import { toast } from "@/lib/toast";

// 'Excluir fotos' of a trade-in request (docs/admin-panel.md, tickets tab): once appraised, its photos can go and
// free their room in the visitors' storage quota; the ticket and the car's details stay.

export function DeleteTradeInPhotos({ ticketId, count }: { ticketId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const reload = useReloadAdminData("/api/contact-tickets");

  async function remove() {
    setBusy(true);
    try {
      await apiRequest(`/api/trade-ins/${encodeURIComponent(ticketId)}/photos`, { method: "DELETE" });
      setOpen(false);
      toast.success("Fotos excluídas.");
      await reload();
    } catch (error) {
      toast.error("Erro ao excluir as fotos", {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

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
