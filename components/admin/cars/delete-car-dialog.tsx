"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { deleteCarRequest } from "@/lib/cars/client-api";
import type { ApiCar } from "@/lib/cars/dto";
import { CAR_TOASTS } from "@/lib/cars/messages";

type Props = {
  /** The car to delete; null: the dialog is closed. */
  car: ApiCar | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
};

/** Asks before deleting a car, shows 'Deletando...' while the car and its photos are removed. */
export function DeleteCarDialog({ car, onClose, onDeleted }: Props) {
  const [deleting, setDeleting] = useState(false);
  const title = car ? `${car.brand} ${car.model} ${car.year}` : "";

  async function confirm(target: ApiCar) {
    setDeleting(true);
    let summary: Awaited<ReturnType<typeof deleteCarRequest>>;
    try {
      summary = await deleteCarRequest(target.id);
    } catch {
      toast.error(CAR_TOASTS.deleteError.title, { description: CAR_TOASTS.deleteError.description });
      return;
    } finally {
      setDeleting(false);
      onClose();
    }
    const failed = summary?.failed ?? 0;
    toast.success(CAR_TOASTS.deleted, {
      description: failed ? `${failed} imagem(ns) não puderam ser removidas do armazenamento.` : undefined,
    });
    onDeleted(target.id);
  }

  return (
    <ConfirmDelete
      open={car !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={deleting}
      title="Excluir veículo"
      description={`Tem certeza que deseja excluir o ${title}? As fotos também serão removidas. Esta ação não pode ser desfeita.`}
      confirmLabel={deleting ? "Deletando..." : "Excluir"}
      onConfirm={() => car && void confirm(car)}
    />
  );
}
