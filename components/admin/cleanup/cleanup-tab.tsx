"use client";

import { ShieldAlert, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";

import { CleanupDialog } from "@/components/admin/cleanup/cleanup-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useApiData } from "@/lib/admin/use-api-data";
import { CLEANUP_TARGETS, deletedCountOf, type CleanupCounts } from "@/lib/cleanup/plan";
import { CLEANUP_TEXTS, type ClearDataResult, type ClearDataType } from "@/lib/cleanup/schema";
import { CLEANUP_RELOAD_DELAY_MS, CLEAR_DATA_TYPES } from "@/lib/constants/admin";

type CountsResponse = { counts: CleanupCounts };

/** The 'Limpeza' tab: seven categories, each deleted after a confirmation that names the rows it removes. */
export function CleanupTab() {
  const overview = useApiData<CountsResponse>("/api/admin/clear-data");
  const [open, setOpen] = useState<ClearDataType | null>(null);
  const [fresh, setFresh] = useState<CleanupCounts | null>(null);
  const [running, setRunning] = useState(false);

  async function openDialog(dataType: ClearDataType) {
    setFresh(null);
    setOpen(dataType);
    // Counted again when the dialog opens, so the numbers it shows are those of this moment.
    try {
      setFresh((await apiRequest<CountsResponse>("/api/admin/clear-data")).counts);
    } catch {
      if (overview.state === "ready") setFresh(overview.data.counts);
    }
  }

  async function clear(dataType: ClearDataType) {
    setRunning(true);
    try {
      const result = await apiRequest<ClearDataResult>("/api/admin/clear-data", {
        method: "POST",
        json: { dataType },
      });
      toast.success("Dados limpos com sucesso!", {
        description: `${CLEANUP_TARGETS[dataType].title}: ${result.message}`,
      });
      // The whole panel reloads, so every tab shows the data as it now is.
      setTimeout(() => window.location.reload(), CLEANUP_RELOAD_DELAY_MS);
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      if (failure?.status === 401 || failure?.status === 403) {
        toast.error(CLEANUP_TEXTS.denied.title, { description: CLEANUP_TEXTS.denied.description });
      } else {
        toast.error(CLEANUP_TEXTS.errorTitle, {
          description: failure?.serverError ?? CLEANUP_TEXTS.unknownError,
        });
      }
    } finally {
      setRunning(false);
      setOpen(null);
    }
  }

  if (overview.state === "error" && (overview.status === 401 || overview.status === 403)) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      >
        <ShieldAlert className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-medium">{CLEANUP_TEXTS.restricted}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="cleanup-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="cleanup-title" className="text-xl font-semibold">
          Limpeza de Dados
        </h2>
        <p className="text-sm text-muted-foreground">
          Cada botão apaga definitivamente uma categoria de dados. Antes, uma confirmação mostra o que será
          excluído.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CLEAR_DATA_TYPES.map((dataType) => {
          const target = CLEANUP_TARGETS[dataType];
          const total = overview.state === "ready" ? deletedCountOf(dataType, overview.data.counts) : null;
          return (
            <li
              key={dataType}
              className="flex min-w-0 flex-col justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm"
              data-testid={`cleanup-${dataType}`}
            >
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{target.title}</h3>
                <p className="text-sm text-muted-foreground">{target.description}</p>
                {total === null ? (
                  overview.state === "loading" ? (
                    <Skeleton className="mt-1 h-4 w-24" />
                  ) : null
                ) : (
                  <p className="text-sm font-medium tabular-nums">
                    {total.toLocaleString("pt-BR")} {total === 1 ? "registro" : "registros"}
                  </p>
                )}
              </div>
              <Button
                variant="destructive"
                className="w-full sm:w-fit"
                onClick={() => void openDialog(dataType)}
              >
                <Trash2 aria-hidden="true" />
                {target.title}
              </Button>
            </li>
          );
        })}
      </ul>
      <CleanupDialog
        dataType={open}
        counts={fresh}
        running={running}
        onConfirm={(dataType) => void clear(dataType)}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
