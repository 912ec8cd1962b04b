"use client";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { apiRequest } from "@/lib/api-client";
import type { ApiCar } from "@/lib/cars/dto";

type Props = {
  /** The reserved car whose reservation is to end; null while closed. */
  car: ApiCar | null;
  onClose: () => void;
  /** The reservation ended: the list reads the car again. */
  onCancelled: () => void;
};

/** 'Cancelar reserva?': the reservation ends now and the car is shown as available again. */
export function CancelReservationDialog({ car, onClose, onCancelled }: Props) {
  const { busy, run } = useAdminAction();
  const title = car ? `${car.brand} ${car.model} ${car.year}` : "";

  const cancel = (target: ApiCar) =>
    run({
      call: () => apiRequest(`/api/cars/${encodeURIComponent(target.id)}/reservation`, { method: "DELETE" }),
      success: "Reserva cancelada",
      failure: "Não foi possível cancelar a reserva",
      onSuccess: onCancelled,
      onSettled: onClose,
    });

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
