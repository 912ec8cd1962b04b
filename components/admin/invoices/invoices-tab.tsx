"use client";

import { Send, Wallet } from "lucide-react";
import { toast } from "sonner";

import { apiRequest } from "@/lib/api-client";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { dateCell, moneyCell } from "@/components/admin/kit/cells";
import { actionsColumn, editDeleteActions, type RowAction } from "@/components/admin/kit/row-actions";
import { applyServerErrors, errorMessage } from "@/components/admin/kit/form-errors";
import { PagedList } from "@/components/admin/kit/paged-list";
import { useRecordDialogs } from "@/components/admin/kit/use-record-dialogs";
import { useListParams } from "@/components/admin/kit/use-list-params";
import { StatCard } from "@/components/admin/kit/stat-card";
import { TabHeader } from "@/components/admin/kit/tab-header";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useApiPage } from "@/lib/admin/use-api-data";
import { INVOICE_FORM_FIELDS, InvoiceFormDialog } from "@/components/admin/invoices/invoice-form-dialog";
import { Badge } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/ui/data-table";
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from "@/lib/constants/finance";
import { formatMoney } from "@/lib/format/money";
import { INVOICE_TOASTS } from "@/lib/invoices/messages";
import { nextInvoiceStatus } from "@/lib/invoices/numbering";
import type { InvoiceListSummary } from "@/lib/invoices/list";
import type { ApiInvoice } from "@/lib/invoices/schema";
import { INVOICE_SORT_FIELDS } from "@/lib/lists/query";

const STATUS_BADGE = {
  issued: "secondary",
  sent: "warning",
  paid: "success",
  cancelled: "destructive",
} as const;
const NEXT_STATUS_ACTION = {
  sent: { label: "Marcar Enviada", Icon: Send },
  paid: { label: "Marcar Paga", Icon: Wallet },
} as const;

/** 'Notas Fiscais': totals of sales and purchases (cancelled ones left out) and count; quick issued → sent → paid. */
export function InvoicesTab() {
  const list = useListParams("/api/invoices", INVOICE_SORT_FIELDS);
  const invoices = useApiPage<"invoices", ApiInvoice, InvoiceListSummary>(list.apiUrl, "invoices");
  const { loading, reload } = invoices;
  const dialogs = useRecordDialogs<ApiInvoice>();
  const { editing, deleting } = dialogs;
  const { run } = useAdminAction();

  const advance = (invoice: ApiInvoice, status: "sent" | "paid") =>
    run({
      call: () => apiRequest(`/api/invoices/${invoice.id}`, { method: "PUT", json: { status } }),
      success: INVOICE_TOASTS.statusChanged,
      failure: INVOICE_TOASTS.statusFailed,
      describe: errorMessage,
      onSuccess: reload,
    });

  const remove = (invoice: ApiInvoice) =>
    run({
      call: () => apiRequest(`/api/invoices/${invoice.id}`, { method: "DELETE" }),
      success: INVOICE_TOASTS.deleted,
      failure: INVOICE_TOASTS.saveFailed,
      describe: errorMessage,
      onSuccess: reload,
    });

  /** The menu of one invoice: its next status while there is one (issued → sent → paid), then edit and delete. */
  function invoiceActions(invoice: ApiInvoice): RowAction[] {
    const next = nextInvoiceStatus(invoice.status);
    return [
      ...(next
        ? [
            {
              id: "advance",
              label: NEXT_STATUS_ACTION[next].label,
              icon: NEXT_STATUS_ACTION[next].Icon,
              onSelect: () => void advance(invoice, next),
            },
          ]
        : []),
      ...editDeleteActions(
        () => dialogs.openEdit(invoice),
        () => dialogs.askDelete(invoice),
      ),
    ];
  }

  const columns: Array<DataTableColumn<ApiInvoice>> = [
    {
      accessorKey: "number",
      header: "Número",
      meta: { card: "title" },
      cell: ({ row: { original: invoice } }) => (
        <span className="font-semibold whitespace-nowrap tabular-nums" data-testid="invoice-number">
          {invoice.number}
        </span>
      ),
    },
    {
      accessorKey: "clientName",
      header: "Cliente",
      meta: { className: "min-w-40 whitespace-normal" },
      cell: ({ row: { original: invoice } }) => (
        <div className="flex flex-col">
          <span className="break-words">{invoice.clientName}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{invoice.clientDocumentMasked}</span>
        </div>
      ),
    },
    {
      accessorKey: "description",
      header: "Descrição",
      enableSorting: false,
      // The widest column: it takes what the others leave, wraps, and shows at most two lines (the whole text
      // on hover and in the form).
      meta: { className: "w-full min-w-48 whitespace-normal" },
      cell: ({ row: { original: invoice } }) => (
        <span className="line-clamp-2 break-words" title={invoice.description}>
          {invoice.description}
        </span>
      ),
    },
    {
      accessorKey: "issueDate",
      header: "Emissão",
      cell: dateCell((invoice: ApiInvoice) => invoice.issueDate),
    },
    {
      accessorKey: "amount",
      header: "Valor",
      cell: moneyCell((invoice: ApiInvoice) => invoice.amount),
    },
    {
      accessorKey: "type",
      header: "Tipo",
      cell: ({ row: { original: invoice } }) => (
        <Badge variant="outline">{INVOICE_TYPE_LABELS[invoice.type]}</Badge>
      ),
    },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row: { original: invoice } }) => (
        <Badge variant={STATUS_BADGE[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
      ),
    },
    actionsColumn((invoice) => `Ações da nota ${invoice.number}`, invoiceActions),
  ];

  return (
    <section aria-labelledby="panel-invoices-title" className="flex min-w-0 flex-col gap-4">
      <TabHeader
        id="invoices"
        title="Notas Fiscais"
        count={invoices.total}
        loading={loading}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Buscar notas por número, cliente, descrição..."
        addLabel="Nova Nota Fiscal"
        onAdd={dialogs.openNew}
        exportHref={list.withSearch("/api/exports/invoices")}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          loading={loading}
          label="Total em vendas"
          value={formatMoney(invoices.summary?.saleTotal ?? 0)}
        />
        <StatCard
          loading={loading}
          label="Total em compras"
          value={formatMoney(invoices.summary?.purchaseTotal ?? 0)}
        />
        <StatCard
          loading={loading}
          label="Notas emitidas"
          value={String(invoices.total)}
          className="max-sm:col-span-2"
        />
      </div>
      <PagedList
        label="Notas fiscais"
        list={list}
        rows={invoices}
        columns={columns}
        getRowId={(invoice) => invoice.id}
        rowTestId="invoice-row"
        empty={{
          searched: "Nenhuma nota fiscal encontrada para a busca.",
          none: "Nenhuma nota fiscal emitida.",
        }}
      />
      <InvoiceFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        invoice={editing}
        onSubmit={async (values, form) => {
          try {
            if (editing) await apiRequest(`/api/invoices/${editing.id}`, { method: "PUT", json: values });
            else await apiRequest("/api/invoices", { method: "POST", json: values });
            toast.success(editing ? INVOICE_TOASTS.updated : INVOICE_TOASTS.created);
            dialogs.setFormOpen(false);
            await reload();
          } catch (error) {
            applyServerErrors(error, form.setError, INVOICE_FORM_FIELDS);
            toast.error(editing ? INVOICE_TOASTS.updateFailed : INVOICE_TOASTS.createFailed, {
              description: errorMessage(error),
            });
          }
        }}
      />
      <ConfirmDelete
        {...dialogs.confirmDelete(remove)}
        title="Excluir nota fiscal?"
        description={
          deleting ? `A nota ${deleting.number} será excluída. Esta ação não pode ser desfeita.` : ""
        }
      />
    </section>
  );
}
