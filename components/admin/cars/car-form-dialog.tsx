"use client";

import { useCallback, useState } from "react";

import { CarForm } from "@/components/admin/cars/car-form";
import { RecordFormDialog } from "@/components/admin/kit/record-form-dialog";
import type { ApiCar } from "@/lib/cars/dto";

type Props = {
  open: boolean;
  car?: ApiCar;
  onOpenChange: (open: boolean) => void;
  onSaved: (car: ApiCar) => void;
};

/** The car form in the record dialog: full screen on phones, a wide centred panel from the sm breakpoint up. */
export function CarFormDialog({ open, car, onOpenChange, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      width="page"
      title={car ? `Editar ${car.brand} ${car.model}` : "Adicionar Carro"}
      description="Campos com * são obrigatórios. A primeira imagem é a foto principal do anúncio."
      history={car ? { entity: "car", entityId: car.id } : null}
    >
      {open ? (
        <CarForm key={car?.id ?? "new"} car={car} onSaved={onSaved} onCancel={close} onBusyChange={setBusy} />
      ) : null}
    </RecordFormDialog>
  );
}
