"use client";

import { CalendarClock, FileText, XCircle } from "lucide-react";
import { useState } from "react";

import { ConfirmDelete } from "@/components/admin/finance/confirm-delete";
import { useSessionUser } from "@/components/admin/finance/use-session-name";
import { Button } from "@/components/ui/button";
import { apiRequest, serverErrorOf } from "@/lib/admin/api-client";
import type { ApiCar } from "@/lib/cars/dto";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { canCancelReservation } from "@/lib/reservations/rules";
import { toast } from "@/lib/toast";

type Props = {
  car: ApiCar;
  /** Opens the 'Reservar' dialog for this car. */
  onReserve: (car: ApiCar) => void;
  /** The reservation was cancelled: the list reads the car again. */
  onChanged: () => void;
};

/**
 * A car's reservation controls in the cars tab: 'Reservar' for an available car; for a reserved one, until when
 * and for whom, the 'Recibo de sinal' PDF and 'Cancelar reserva' (a vendedor only on their own).
 */
export function ReservationActions({ car, onReserve, onChanged }: Props) {
  const user = useSessionUser();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = `${car.brand} ${car.model} ${car.year}`;
  const reservation = car.reservation;

  if (car.status !== "available") return null;
  if (!reservation)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onReserve(car)}
        aria-label={`Reservar ${title}`}
      >
        <CalendarClock aria-hidden="true" />
        Reservar
      </Button>
    );

  async function cancel() {
    setBusy(true);
    try {
      await apiRequest(`/api/cars/${encodeURIComponent(car.id)}/reservation`, { method: "DELETE" });
      toast.success("Reserva cancelada");
      onChanged();
    } catch (error) {
      toast.error("Não foi possível cancelar a reserva", { description: serverErrorOf(error) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="flex w-full flex-col gap-2" data-testid="reservation-info">
      <p className="text-sm">
        <span className="font-semibold">Reservado até {formatDateBR(reservation.until)}</span>{" "}
        <span className="text-muted-foreground">
          · {reservation.clientName} · sinal {formatMoney(reservation.deposit)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline" className="pointer-coarse:min-h-11">
          <a
            href={`/api/cars/${encodeURIComponent(car.id)}/reservation/receipt.pdf`}
            download
            aria-label={`Baixar recibo de sinal do ${title} (PDF)`}
          >
            <FileText aria-hidden="true" />
            Recibo de sinal
          </a>
        </Button>
        {canCancelReservation(user, reservation) ? (
          <ConfirmDelete
            open={confirming}
            onOpenChange={setConfirming}
            busy={busy}
            title="Cancelar reserva?"
            description={`A reserva do ${title} para ${reservation.clientName} termina agora e o carro volta a aparecer como disponível no site.`}
            confirmLabel="Cancelar reserva"
            onConfirm={() => void cancel()}
            trigger={
              <Button type="button" variant="outline" size="sm" aria-label={`Cancelar reserva do ${title}`}>
                <XCircle aria-hidden="true" />
                Cancelar reserva
              </Button>
            }
          />
        ) : null}
      </div>
    </div>
  );
}
