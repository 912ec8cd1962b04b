"use client";

import { useCallback, useState } from "react";

import { CarForm } from "@/components/admin/cars/car-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ApiCar } from "@/lib/cars/dto";

type Props = {
  open: boolean;
  car?: ApiCar;
  onOpenChange: (open: boolean) => void;
  onSaved: (car: ApiCar) => void;
};

/** The car form in a dialog: full screen on phones, a wide centred panel from the sm breakpoint up. */
export function CarFormDialog({ open, car, onOpenChange, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        showCloseButton={!busy}
        onEscapeKeyDown={keepOpenWhileBusy}
        onPointerDownOutside={keepOpenWhileBusy}
        onInteractOutside={keepOpenWhileBusy}
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-full translate-x-0 translate-y-0 gap-6 rounded-none px-4 pb-0 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:px-6"
      >
        <DialogHeader className="text-left">
          <DialogTitle>{car ? `Editar ${car.brand} ${car.model}` : "Adicionar Carro"}</DialogTitle>
          <DialogDescription>
            Campos com * são obrigatórios. A primeira imagem é a foto principal do anúncio.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CarForm
            key={car?.id ?? "new"}
            car={car}
            onSaved={onSaved}
            onCancel={close}
            onBusyChange={setBusy}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
