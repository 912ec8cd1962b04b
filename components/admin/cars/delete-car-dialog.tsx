"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";

import { ConfirmDelete } from "@/components/admin/finance/confirm-delete";
import { Button } from "@/components/ui/button";
import { deleteCarRequest } from "@/lib/cars/client-api";
import type { ApiCar } from "@/lib/cars/dto";
import { CAR_TOASTS } from "@/lib/cars/messages";

/** The card's delete button: asks first, shows 'Deletando...' while the car and its photos are removed. */
export function DeleteCarButton({ car, onDeleted }: { car: ApiCar; onDeleted: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const title = `${car.brand} ${car.model} ${car.year}`;

  async function confirm() {
    setDeleting(true);
    let summary: Awaited<ReturnType<typeof deleteCarRequest>>;
    try {
      summary = await deleteCarRequest(car.id);
    } catch {
      toast.error(CAR_TOASTS.deleteError.title, { description: CAR_TOASTS.deleteError.description });
      return;
    } finally {
      setDeleting(false);
      setOpen(false);
    }
    const failed = summary?.failed ?? 0;
    toast.success(CAR_TOASTS.deleted, {
      description: failed ? `${failed} imagem(ns) não puderam ser removidas do armazenamento.` : undefined,
    });
    onDeleted(car.id);
  }

  return (
    <ConfirmDelete
      open={open}
      onOpenChange={setOpen}
      busy={deleting}
      title="Excluir veículo"
      description={`Tem certeza que deseja excluir o ${title}? As fotos também serão removidas. Esta ação não pode ser desfeita.`}
      confirmLabel={deleting ? "Deletando..." : "Excluir"}
      onConfirm={() => void confirm()}
      trigger={
        <Button
          type="button"
          variant="destructive"
          size="sm"
          disabled={deleting}
          aria-label={deleting ? undefined : `Excluir ${title}`}
        >
          <Trash2 aria-hidden="true" />
          {deleting ? "Deletando..." : "Excluir"}
        </Button>
      }
    />
  );
}
