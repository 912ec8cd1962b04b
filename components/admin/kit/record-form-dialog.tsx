"use client";

import type { ReactNode } from "react";

import { AuditHistory, type AuditTarget } from "@/components/admin/audit/audit-history";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

const WIDTHS = {
  "sm:max-w-xl": { content: "sm:max-w-xl", header: undefined },
  "sm:max-w-2xl": { content: "sm:max-w-2xl", header: undefined },
  // The whole screen on phones (a long form with photos), a wide centred panel from the sm breakpoint up.
  page: {
    content:
      "top-0 left-0 h-dvh max-h-dvh w-full max-w-full translate-x-0 translate-y-0 gap-6 rounded-none px-4 pb-0 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:px-6",
    header: "text-left",
  },
} as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The dialog's width from `sm` up (a Tailwind max-width class), or `page` for a full-screen form on phones. */
  width?: keyof typeof WIDTHS;
  /** While the form is saving the dialog cannot be closed (no close button, Escape or outside click). */
  busy?: boolean;
  /** The form: mounted only while open, so each opening starts from the record's values. */
  children: ReactNode;
  /** The record being edited: its 'Histórico' (audit trail) below the form, for the roles that may read it. */
  history?: AuditTarget | null;
};

/** The one dialog around a record's create/edit form in the admin tabs. */
export function RecordFormDialog({
  open,
  onOpenChange,
  title,
  description = "Campos com * são obrigatórios.",
  width = "sm:max-w-xl",
  busy = false,
  children,
  history,
}: Props) {
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        className={WIDTHS[width].content}
        showCloseButton={!busy}
        onEscapeKeyDown={keepOpenWhileBusy}
        onPointerDownOutside={keepOpenWhileBusy}
        onInteractOutside={keepOpenWhileBusy}
      >
        <DialogHeader className={WIDTHS[width].header}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {open && history ? <AuditHistory key={history.entityId} {...history} /> : null}
      </DialogContent>
    </Dialog>
  );
}
