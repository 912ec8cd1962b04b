"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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
    const result = await deleteCarRequest(car.id);
    setDeleting(false);
    setOpen(false);
    if (!result.ok) {
      toast.error(CAR_TOASTS.deleteError.title, { description: CAR_TOASTS.deleteError.description });
      return;
    }
    const failed = result.imagesDeletionSummary?.failed ?? 0;
    toast.success(CAR_TOASTS.deleted, {
      description: failed ? `${failed} imagem(ns) não puderam ser removidas do armazenamento.` : undefined,
    });
    onDeleted(car.id);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir veículo</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir o {title}? As fotos também serão removidas. Esta ação não pode ser
            desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={deleting}
            onClick={(event) => {
              // Stays open, showing 'Deletando...', until the server answers.
              event.preventDefault();
              void confirm();
            }}
          >
            {deleting ? "Deletando..." : "Excluir"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
