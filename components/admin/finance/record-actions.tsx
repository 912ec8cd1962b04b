"use client";

import type { ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";

type Props = {
  /** What the buttons act on, for their accessible names: "venda de Maria" → "Editar venda de Maria". */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The record's own actions (download, status), shown before 'Editar'. */
  children?: ReactNode;
};

/** The action row of a record card in the admin lists: its own actions, then 'Editar' and 'Excluir'. */
export function RecordActions({ subject, onEdit, onDelete, children }: Props) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {children}
      <Button size="sm" variant="outline" aria-label={`Editar ${subject}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button size="sm" variant="outline" aria-label={`Excluir ${subject}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    </div>
  );
}
