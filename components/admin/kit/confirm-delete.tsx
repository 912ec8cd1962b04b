"use client";

import type { ReactNode } from "react";

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

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The destructive button's text ('Excluir' unless the action is named otherwise). */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  /**
   * Set by a caller that waits for the server: the dialog then stays open after the click, cannot be dismissed
   * and has its buttons disabled while busy, and the caller closes it with the outcome.
   */
  busy?: boolean;
  /** The confirm button is disabled (e.g. while what it would delete is still being counted). */
  confirmDisabled?: boolean;
  /** The button that opens the dialog, when the dialog owns it. */
  trigger?: ReactNode;
  /** What the action removes, in detail, between the question and the buttons. */
  children?: ReactNode;
  titleClassName?: string;
};

/** The one confirmation every admin list asks before removing something. */
export function ConfirmDelete({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Excluir",
  onConfirm,
  busy,
  confirmDisabled = false,
  trigger,
  children,
  titleClassName,
}: Props) {
  const waits = busy !== undefined;
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className={titleClassName}>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={busy || confirmDisabled}
            onClick={(event) => {
              // A caller that waits for the server closes the dialog itself, with the outcome.
              if (waits) event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
