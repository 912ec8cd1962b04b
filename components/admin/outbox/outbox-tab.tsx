"use client";

import { Eye, RefreshCw, Send } from "lucide-react";
import { useId, useMemo, useState } from "react";

import { ListSkeleton } from "@/components/admin/kit/list-skeleton";
import { OutboxMessageDialog } from "@/components/admin/outbox/outbox-message-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import { useApiData } from "@/lib/admin/use-api-data";
import { formatDateTime } from "@/lib/format/dates";
import {
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type ApiOutboxMessage,
  type OutboxPage,
  type OutboxStatus,
} from "@/lib/outbox/schema";
import { toast } from "@/lib/toast";

// 'E-mails' (admin, developer, gerente; docs/admin-panel.md): the outbox newest first — every e-mail and webhook
// the site wrote, with its status, attempts and last error — what a message says, and 'Reenviar' for one that is
// held, waiting or failed.

const PAGE_SIZE = 25;

const STATUS_VARIANT: Record<OutboxStatus, "secondary" | "warning" | "success" | "destructive"> = {
  held: "warning",
  pending: "secondary",
  sent: "success",
  failed: "destructive",
};

export function OutboxTab() {
  const ids = useId();
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const url = useMemo(() => {
    const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
    if (status) query.set("status", status);
    return `/api/outbox?${query}`;
  }, [page, status]);
  const outbox = useApiData<OutboxPage>(url, { keepPrevious: true });

  const columns = useMemo<Array<DataTableColumn<ApiOutboxMessage>>>(() => {
    async function retry(message: ApiOutboxMessage) {
      setRetrying(message.id);
      try {
        const { message: updated } = await apiRequest<{ message: ApiOutboxMessage }>(
          `/api/outbox/${encodeURIComponent(message.id)}/retry`,
          { method: "POST" },
        );
        outbox.setData((data) => ({
          ...data,
          messages: data.messages.map((item) => (item.id === updated.id ? updated : item)),
        }));
        toast.success("Mensagem na fila para reenvio.");
      } catch (error) {
        toast.error("Erro ao reenviar", { description: serverErrorOf(error) });
      } finally {
        setRetrying(null);
      }
    }
    return [
      {
        id: "createdAt",
        header: "Quando",
        enableSorting: false,
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="whitespace-nowrap">
            {formatDateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: "subject",
        header: "Mensagem",
        enableSorting: false,
        // On a phone the subject heads the message's card, across its whole width.
        meta: { card: "title" },
        cell: ({ row }) => (
          <div className="flex min-w-0 flex-col gap-0.5 md:min-w-48">
            <span className="font-medium break-words">{row.original.subject}</span>
            <span className="text-xs break-all text-muted-foreground">
              {row.original.kind === "webhook" ? "Webhook para " : "Para "}
              {row.original.to}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex min-w-28 flex-col gap-1">
            <Badge variant={STATUS_VARIANT[row.original.status]} data-testid="outbox-status">
              {OUTBOX_STATUS_LABELS[row.original.status]}
            </Badge>
            <span className="text-xs text-muted-foreground">
              {row.original.attempts} {row.original.attempts === 1 ? "tentativa" : "tentativas"}
              {row.original.sentAt ? ` · enviado ${formatDateTime(row.original.sentAt)}` : ""}
            </span>
            {row.original.lastError ? (
              <span className="text-xs break-words text-destructive">{row.original.lastError}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "actions",
        header: "Ações",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setReading(row.original.id)}>
              <Eye aria-hidden="true" />
              Ver<span className="sr-only"> {row.original.subject}</span>
            </Button>
            {row.original.status === "sent" ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={retrying === row.original.id}
                onClick={() => void retry(row.original)}
              >
                <Send aria-hidden="true" />
                Reenviar<span className="sr-only"> {row.original.subject}</span>
              </Button>
            )}
          </div>
        ),
      },
    ];
  }, [outbox, retrying]);

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-xl font-semibold">
          E-mails e webhooks{" "}
          {outbox.data ? (
            <span className="text-base font-normal text-muted-foreground">({outbox.data.total})</span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid w-44 gap-1.5">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <NativeSelect
              id={`${ids}-status`}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OutboxStatus | "");
                setPage(1);
              }}
            >
              <NativeSelectOption value="">Todos</NativeSelectOption>
              {OUTBOX_STATUSES.map((value) => (
                <NativeSelectOption key={value} value={value}>
                  {OUTBOX_STATUS_LABELS[value]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" onClick={() => void outbox.reload()}>
            <RefreshCw aria-hidden="true" />
            Atualizar
          </Button>
        </div>
      </div>

      {outbox.data && !outbox.data.delivery.email ? (
        <p
          role="note"
          className="rounded-lg border border-dashed p-3 text-sm"
          data-testid="mail-not-configured"
        >
          O envio de e-mail não está configurado (SMTP_URL): as mensagens ficam retidas aqui, sem se perder.
          Depois de configurar, use Reenviar nas que ainda fizerem sentido.
        </p>
      ) : null}

      {outbox.state === "loading" ? (
        <ListSkeleton />
      ) : outbox.state === "error" ? (
        <p role="alert" className="text-sm text-destructive">
          {outbox.message}
        </p>
      ) : (
        <>
          <DataTable
            label="Caixa de saída"
            columns={columns}
            data={outbox.data.messages}
            getRowId={(message) => message.id}
            sort={null}
            onSortChange={() => undefined}
            busy={outbox.stale}
            rowTestId="outbox-row"
            empty="Nenhuma mensagem."
          />
          <DataTablePagination
            page={page}
            pageSize={outbox.data.pageSize}
            total={outbox.data.total}
            onPageChange={setPage}
          />
        </>
      )}
      <OutboxMessageDialog messageId={reading} onClose={() => setReading(null)} />
    </section>
  );
}
