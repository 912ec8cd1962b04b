"use client";

import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import type { ApiCar } from "@/lib/cars/dto";
import { toast } from "@/lib/toast";

type Props = {
  /** The reserved car whose reservation is to end; null while closed. */
  car: ApiCar | null;
  onClose: () => void;
  /** The reservation ended: the list reads the car again. */
  onCancelled: () => void;
};

/** 'Cancelar reserva?': the reservation ends now and the car is shown as available again. */
export function CancelReservationDialog({ car, onClose, onCancelled }: Props) {
  const [busy, setBusy] = useState(false);
  const title = car ? `${car.brand} ${car.model} ${car.year}` : "";

  async function cancel(target: ApiCar) {
    setBusy(true);
    try {
      await apiRequest(`/api/cars/${encodeURIComponent(target.id)}/reservation`, { method: "DELETE" });
      toast.success("Reserva cancelada");
      onCancelled();
    } catch (error) {
      toast.error("Não foi possível cancelar a reserva", { description: serverErrorOf(error) });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDelete
      open={car !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title="Cancelar reserva?"
      description={
        car?.reservation
          ? `A reserva do ${title} para ${car.reservation.clientName} termina agora e o carro volta a aparecer como disponível no site.`
          : ""
      }
      confirmLabel="Cancelar reserva"
      onConfirm={() => car && void cancel(car)}
    />
  );
}
