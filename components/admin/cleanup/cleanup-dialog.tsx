"use client";

import { AlertTriangle, Loader2 } from "lucide-react";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import {
  CLEANUP_TARGETS,
  cleanupLines,
  deletedCountOf,
  zeroedCars,
  type CleanupCounts,
} from "@/lib/cleanup/plan";
import type { ClearDataType } from "@/lib/cleanup/schema";

type Props = {
  dataType: ClearDataType | null;
  /** Fresh counts for the open dialog; null while they load. */
  counts: CleanupCounts | null;
  running: boolean;
  onConfirm: (dataType: ClearDataType) => void;
  onClose: () => void;
};

const rows = (count: number) => `${count.toLocaleString("pt-BR")} ${count === 1 ? "registro" : "registros"}`;

/** Confirms one cleanup, saying exactly which rows of which tables will be deleted. */
export function CleanupDialog({ dataType, counts, running, onConfirm, onClose }: Props) {
  const target = dataType ? CLEANUP_TARGETS[dataType] : null;
  const total = dataType && counts ? deletedCountOf(dataType, counts) : null;
  const zeroed = dataType && counts ? zeroedCars(dataType, counts) : 0;

  return (
    <ConfirmDelete
      open={dataType !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={running}
      confirmDisabled={counts === null}
      titleClassName="flex items-center gap-2"
      title={
        target ? (
          <>
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
            {target.title}?
          </>
        ) : null
      }
      description={
        target ? (
          <>
            Esta ação não pode ser desfeita.{" "}
            {total === null
              ? "Contando os registros..."
              : `Serão excluídos ${rows(total)} do banco de dados:`}
          </>
        ) : null
      }
      confirmLabel={
        <>
          {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {running ? "Excluindo..." : `Excluir ${total === null ? "" : rows(total)}`.trim()}
        </>
      }
      onConfirm={() => dataType && onConfirm(dataType)}
    >
      {dataType && target ? (
        counts ? (
          <div className="flex flex-col gap-2 text-sm" data-testid="cleanup-details">
            <ul className="list-disc space-y-1 pl-5">
              {cleanupLines(dataType, counts).map((line) => (
                <li key={line.part}>{line.label}</li>
              ))}
              {dataType === "analytics" ? (
                <li>
                  contadores de visualizações e cliques de {zeroed} {zeroed === 1 ? "carro" : "carros"} voltam
                  a zero
                </li>
              ) : null}
            </ul>
            {target.keeps ? <p className="text-muted-foreground">{target.keeps}</p> : null}
          </div>
        ) : (
          <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Contando os registros" />
        )
      ) : null}
    </ConfirmDelete>
  );
}
