"use client";

import { AlertTriangle, FileDown } from "lucide-react";
import { toast } from "sonner";

import {
  DocumentFormDialog,
  DOCUMENT_FORM_FIELDS,
  type DocumentSubmit,
} from "@/components/admin/documents/document-form-dialog";
import { apiRequest, downloadFile } from "@/lib/api-client";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { actionsColumn, editDeleteActions, type RowAction } from "@/components/admin/kit/row-actions";
import { applyServerErrors, errorMessage } from "@/components/admin/kit/form-errors";
import { PagedList } from "@/components/admin/kit/paged-list";
import { useRecordDialogs } from "@/components/admin/kit/use-record-dialogs";
import { useListParams } from "@/components/admin/kit/use-list-params";
import { StatCard } from "@/components/admin/kit/stat-card";
import { TabHeader } from "@/components/admin/kit/tab-header";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useApiPage } from "@/lib/admin/use-api-data";
import { Badge } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/ui/data-table";
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS } from "@/lib/constants/finance";
import { EXPIRY_STATUS_LABELS, type ExpiryStatus } from "@/lib/documents/expiry";
import { DOCUMENT_TOASTS, isStorageFullMessage } from "@/lib/documents/messages";
import type { DocumentListSummary } from "@/lib/documents/list";
import type { ApiDocument } from "@/lib/documents/schema";
import { DOCUMENT_SORT_FIELDS } from "@/lib/lists/query";
import { formatDateBR } from "@/lib/format/dates";

const EXPIRY_BADGE: Record<ExpiryStatus, "destructive" | "warning" | "success"> = {
  expired: "destructive",
  expiring: "warning",
  valid: "success",
};

function documentBody({ values, file }: DocumentSubmit): FormData {
  const form = new FormData();
  form.set("title", values.title);
  form.set("type", values.type);
  form.set("carId", values.carId ?? "");
  form.set("clientName", values.clientName ?? "");
  form.set("expiryDate", values.expiryDate ?? "");
  if (file) form.set("file", file);
  return form;
}

function saveFailure(error: unknown) {
  const message = errorMessage(error);
  if (isStorageFullMessage(message)) toast.error(DOCUMENT_TOASTS.storageFull);
  else toast.error(DOCUMENT_TOASTS.saveFailed, { description: message });
}

/** 'Gestão de Documentos': expiry alerts, counts per type, newest first, files downloadable. */
export function DocumentsTab() {
  const list = useListParams("/api/documents", DOCUMENT_SORT_FIELDS);
  const documents = useApiPage<"documents", ApiDocument, DocumentListSummary>(list.apiUrl, "documents");
  const { loading, reload, summary } = documents;
  const dialogs = useRecordDialogs<ApiDocument>();
  const { editing, deleting } = dialogs;
  const { run } = useAdminAction();
  const alerts = summary?.alerts ?? [];
  const alertCount = (summary?.expiry.expired ?? 0) + (summary?.expiry.expiring ?? 0);

  const remove = (document: ApiDocument) =>
    run({
      call: () => apiRequest(`/api/documents/${document.id}`, { method: "DELETE" }),
      success: DOCUMENT_TOASTS.deleted,
      failure: DOCUMENT_TOASTS.deleteFailed,
      describe: () => undefined,
      onSuccess: reload,
    });

  async function download(document: ApiDocument) {
    if (!document.fileName) {
      toast.error(DOCUMENT_TOASTS.noFile);
      return;
    }
    try {
      await downloadFile(`/api/documents/${document.id}/download`, document.fileName);
    } catch {
      toast.error(DOCUMENT_TOASTS.downloadFailed);
    }
  }

  /** The menu of one document: its file's download, then edit and delete. */
  function documentActions(document: ApiDocument): RowAction[] {
    return [
      { id: "download", label: "Baixar arquivo", icon: FileDown, onSelect: () => void download(document) },
      ...editDeleteActions(
        () => dialogs.openEdit(document),
        () => dialogs.askDelete(document),
      ),
    ];
  }

  const columns: Array<DataTableColumn<ApiDocument>> = [
    {
      accessorKey: "title",
      header: "Título",
      // The widest column: the title and, under it, the car and the file, wrapping inside it.
      meta: { card: "title", className: "w-full min-w-56 whitespace-normal" },
      cell: ({ row: { original: document } }) => (
        <div className="flex flex-col">
          <span className="line-clamp-2 font-medium break-words" title={document.title}>
            {document.title}
          </span>
          <span className="line-clamp-2 text-xs break-all text-muted-foreground">
            {[document.carLabel, document.fileName].filter(Boolean).join(" · ")}
          </span>
        </div>
      ),
    },
    {
      accessorKey: "type",
      header: "Tipo",
      cell: ({ row: { original: document } }) => DOCUMENT_TYPE_LABELS[document.type],
    },
    {
      accessorKey: "clientName",
      header: "Cliente",
      meta: { className: "min-w-36 whitespace-normal" },
      cell: ({ row: { original: document } }) => (
        <span className="break-words">{document.clientName ?? "—"}</span>
      ),
    },
    {
      accessorKey: "expiryDate",
      header: "Validade",
      cell: ({ row: { original: document } }) =>
        document.expiryDate ? (
          <div className="flex flex-col items-start gap-1">
            <span className="tabular-nums">{formatDateBR(document.expiryDate)}</span>
            {document.expiryStatus ? (
              <Badge variant={EXPIRY_BADGE[document.expiryStatus]}>
                {EXPIRY_STATUS_LABELS[document.expiryStatus]}
              </Badge>
            ) : null}
          </div>
        ) : (
          "—"
        ),
    },
    {
      accessorKey: "createdAt",
      header: "Cadastro",
      cell: ({ row: { original: document } }) => (
        <span className="tabular-nums">{formatDateBR(document.createdAt.slice(0, 10))}</span>
      ),
    },
    actionsColumn((document) => `Ações do documento ${document.title}`, documentActions),
  ];

  return (
    <section aria-labelledby="panel-documents-title" className="flex min-w-0 flex-col gap-4">
      <TabHeader
        id="documents"
        title="Gestão de Documentos"
        count={documents.total}
        loading={loading}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Buscar documentos por título, cliente, carro..."
        addLabel="Novo Documento"
        onAdd={dialogs.openNew}
      />
      <section
        aria-labelledby="expiry-alerts-title"
        className="rounded-lg border border-warning/50 bg-warning/5 p-4"
      >
        <h3 id="expiry-alerts-title" className="mb-2 flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Alertas de Validade
        </h3>
        {loading ? null : alerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhum documento vencido ou perto do vencimento. {summary?.expiry.valid ?? 0} válido(s).
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-muted-foreground">
              {summary?.expiry.expired ?? 0} vencido(s), {summary?.expiry.expiring ?? 0} vencendo em breve,{" "}
              {summary?.expiry.valid ?? 0} válido(s).
              {alertCount > alerts.length ? ` Mostrando os ${alerts.length} mais próximos de hoje.` : ""}
            </p>
            <ul
              className="grid grid-cols-1 gap-1 text-sm"
              aria-label="Documentos vencidos ou perto do vencimento"
            >
              {alerts.map((document) => (
                <li key={document.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 truncate">
                    {document.title} — {formatDateBR(document.expiryDate ?? "")}
                  </span>
                  <Badge variant={EXPIRY_BADGE[document.expiryStatus!]}>
                    {EXPIRY_STATUS_LABELS[document.expiryStatus!]}
                  </Badge>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {DOCUMENT_TYPES.map((type) => (
          <StatCard
            loading={loading}
            key={type}
            label={DOCUMENT_TYPE_LABELS[type]}
            value={String(summary?.byType[type] ?? 0)}
          />
        ))}
      </div>
      <PagedList
        label="Documentos"
        list={list}
        rows={documents}
        columns={columns}
        getRowId={(document) => document.id}
        rowTestId="document-row"
        empty={{
          searched: "Nenhum documento encontrado para a busca.",
          none: "Nenhum documento cadastrado.",
        }}
      />
      <DocumentFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        document={editing}
        onSubmit={async (submit, form) => {
          try {
            const body = documentBody(submit);
            if (editing) await apiRequest(`/api/documents/${editing.id}`, { method: "PUT", form: body });
            else await apiRequest("/api/documents", { method: "POST", form: body });
            toast.success(editing ? DOCUMENT_TOASTS.updated : DOCUMENT_TOASTS.created);
            dialogs.setFormOpen(false);
            await reload();
          } catch (error) {
            applyServerErrors(error, form.setError, DOCUMENT_FORM_FIELDS);
            saveFailure(error);
          }
        }}
      />
      <ConfirmDelete
        {...dialogs.confirmDelete(remove)}
        title="Excluir documento?"
        description={
          deleting
            ? `O documento "${deleting.title}" e seu arquivo serão excluídos. Esta ação não pode ser desfeita.`
            : ""
        }
      />
    </section>
  );
}
