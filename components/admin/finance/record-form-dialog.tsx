"use client";

import type { ReactNode } from "react";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The dialog's width from `sm` up (a Tailwind max-width class). */
  width?: "sm:max-w-xl" | "sm:max-w-2xl";
  /** The form: mounted only while open, so each opening starts from the record's values. */
  children: ReactNode;
};

/** The dialog around a record's create/edit form in the admin tabs. */
export function RecordFormDialog({ open, onOpenChange, title, width = "sm:max-w-xl", children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={width}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Campos com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
