"use client";

import { ChevronDown, History } from "lucide-react";
import { useId, useState } from "react";

import { AuditChanges } from "@/components/admin/audit/audit-changes";
import { useSessionUser } from "@/components/admin/kit/use-session-name";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import { AUDIT_ACTION_LABELS } from "@/lib/audit/labels";
import type { AuditEntity, AuditPage } from "@/lib/audit/schema";
import { roleCan } from "@/lib/auth/permissions";
import { formatDateTime } from "@/lib/format/dates";
import { cn } from "@/lib/utils";

/** Enough for a record's history in a dialog; the Auditoria tab pages through more. */
const HISTORY_SIZE = 50;

export type AuditTarget = { entity: AuditEntity; entityId: string };

/**
 * 'Histórico' of a record in its dialog: who changed what and when, newest first. Shown only to roles that may
 * read the audit trail, collapsed, and read from /api/audit only once opened.
 */
export function AuditHistory({ entity, entityId }: AuditTarget) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (!user || !roleCan(user.role, "audit:read")) return null;
  return (
    <section className="border-t pt-3" data-testid="audit-history">
      <Button
        type="button"
        variant="ghost"
        className="w-full justify-between px-2"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="inline-flex items-center gap-2">
          <History aria-hidden="true" />
          Histórico
        </span>
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div id={regionId} hidden={!open} className="pt-2">
        {open ? <HistoryEntries entity={entity} entityId={entityId} /> : null}
      </div>
    </section>
  );
}

function HistoryEntries({ entity, entityId }: AuditTarget) {
  const query = new URLSearchParams({ entity, entityId, pageSize: String(HISTORY_SIZE) });
  const history = useApiData<AuditPage>(`/api/audit?${query}`);
  if (history.state === "loading")
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Carregando histórico">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (history.state === "error")
    return (
      <p role="alert" className="text-sm text-destructive">
        {history.message}
      </p>
    );
  const { entries, total } = history.data;
  if (!entries.length) return <p className="text-sm text-muted-foreground">Nenhuma alteração registrada.</p>;
  return (
    <>
      <ol className="space-y-3" aria-label="Histórico de alterações">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-md border p-3" data-testid="audit-entry">
            <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Badge variant={entry.action === "delete" ? "destructive" : "secondary"}>
                {AUDIT_ACTION_LABELS[entry.action]}
              </Badge>
              <span className="font-medium break-all">{entry.actorEmail}</span>
              <time dateTime={entry.at} className="text-muted-foreground">
                {formatDateTime(entry.at)}
              </time>
            </div>
            <AuditChanges entry={entry} />
          </li>
        ))}
      </ol>
      {total > entries.length ? (
        <p className="pt-2 text-sm text-muted-foreground">
          Mostrando as {entries.length} alterações mais recentes de {total}; veja todas na aba Auditoria.
        </p>
      ) : null}
    </>
  );
}
