"use client";

import { CheckCircle2 } from "lucide-react";
import { toast } from "sonner";

import { ApiError, apiRequest } from "@/lib/api-client";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { dateCell, moneyCell } from "@/components/admin/kit/cells";
import { actionsColumn, editDeleteActions, type RowAction } from "@/components/admin/kit/row-actions";
import { applyServerErrors, errorMessage } from "@/components/admin/kit/form-errors";
import { PagedList } from "@/components/admin/kit/paged-list";
import { useRecordDialogs } from "@/components/admin/kit/use-record-dialogs";
import { useListParams } from "@/components/admin/kit/use-list-params";
import { StatCard } from "@/components/admin/kit/stat-card";
import { TabHeader } from "@/components/admin/kit/tab-header";
import { useApiPage } from "@/lib/admin/use-api-data";
import { useSessionUser } from "@/components/admin/kit/use-session-name";
import { ApprovalBadge } from "@/components/admin/sales/approval-badge";
import { PendingApprovals } from "@/components/admin/sales/pending-approvals";
import { SALE_FORM_FIELDS, SaleFormDialog } from "@/components/admin/sales/sale-form-dialog";
import { saleDocumentActions } from "@/components/admin/sales/sale-documents";
import { Badge } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/ui/data-table";
import { roleCan } from "@/lib/auth/permissions";
import { PAYMENT_METHOD_LABELS, SALE_STATUS_LABELS } from "@/lib/constants/finance";
import { formatMoney } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";
import { closingBlockedBy } from "@/lib/sales/approval";
import { SALE_TOASTS } from "@/lib/sales/messages";
import { canChangeSale } from "@/lib/sales/ownership";
import type { ApiSale } from "@/lib/sales/schema";
import { SALE_SORT_FIELDS } from "@/lib/lists/query";
import type { SaleListSummary } from "@/lib/sales/list";

const STATUS_BADGE = { negotiating: "warning", closed: "success", cancelled: "secondary" } as const;

/** A 403, or the server's own-sales text, is the agreed access-denied toast (docs/admin-panel.md). */
function isOwnSalesDenial(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 403 || error.message.includes("suas próprias vendas"))
  );
}

function failure(error: unknown, title: string) {
  if (isOwnSalesDenial(error)) toast.error(SALE_TOASTS.accessDenied);
  else toast.error(title, { description: errorMessage(error) });
}

/** 'Controle de Vendas': search, CSV export, the sales table with 'Marcar Fechada', the sale form. */
export function SalesTab() {
  const list = useListParams("/api/sales", SALE_SORT_FIELDS);
  const sales = useApiPage<"sales", ApiSale, SaleListSummary>(list.apiUrl, "sales");
  const { loading, reload } = sales;
  const user = useSessionUser();
  const salesperson = user?.name ?? "";
  const dialogs = useRecordDialogs<ApiSale>();
  const { editing, deleting } = dialogs;

  async function markClosed(sale: ApiSale) {
    try {
      await apiRequest(`/api/sales/${sale.id}`, { method: "PUT", json: { status: "closed" } });
      toast.success(SALE_TOASTS.closed);
      await reload();
    } catch (error) {
      failure(error, SALE_TOASTS.closeFailed);
    }
  }

  async function remove(sale: ApiSale) {
    try {
      await apiRequest(`/api/sales/${sale.id}`, { method: "DELETE" });
      toast.success(SALE_TOASTS.deleted);
      await reload();
    } catch (error) {
      failure(error, SALE_TOASTS.deleteFailed);
    }
  }

  /**
   * The menu of one sale: 'Marcar Fechada' while it is negotiated (and not held for approval), its documents, then edit and delete. A
   * vendedor's colleagues' sales are read-only and their documents not theirs to print: the server would refuse
   * both anyway, so they get no menu.
   */
  function saleActions(sale: ApiSale): RowAction[] {
    if (!canChangeSale(user, sale)) return [];
    return [
      // A sale waiting for a gerente's approval, or rejected, cannot be closed (lib/sales/approval.ts).
      ...(sale.status === "negotiating" && !closingBlockedBy(sale.approval)
        ? [
            {
              id: "close",
              label: "Marcar Fechada",
              icon: CheckCircle2,
              onSelect: () => void markClosed(sale),
            },
          ]
        : []),
      ...saleDocumentActions(sale),
      ...editDeleteActions(
        () => dialogs.openEdit(sale),
        () => dialogs.askDelete(sale),
      ),
    ];
  }

  const columns: Array<DataTableColumn<ApiSale>> = [
    {
      accessorKey: "carBrand",
      header: "Carro",
      meta: { card: "title", className: "min-w-40 whitespace-normal" },
      cell: ({ row: { original: sale } }) => (
        <span className="line-clamp-2 font-medium">{`${sale.carBrand} ${sale.carModel} ${sale.carYear}`}</span>
      ),
    },
    {
      accessorKey: "clientName",
      header: "Cliente",
      meta: { className: "min-w-40 whitespace-normal" },
      cell: ({ row: { original: sale } }) => (
        <div className="flex flex-col">
          <span className="break-words">{sale.clientName}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {maskPhone(sale.clientPhone)}
            {sale.clientDocumentMasked ? ` · ${sale.clientDocumentMasked}` : ""}
          </span>
        </div>
      ),
    },
    {
      accessorKey: "salePrice",
      header: "Valor",
      cell: moneyCell((sale: ApiSale) => sale.salePrice),
    },
    {
      accessorKey: "paymentMethod",
      header: "Pagamento",
      cell: ({ row: { original: sale } }) => PAYMENT_METHOD_LABELS[sale.paymentMethod],
    },
    {
      accessorKey: "saleDate",
      header: "Data",
      cell: dateCell((sale: ApiSale) => sale.saleDate),
    },
    {
      accessorKey: "salesperson",
      header: "Vendedor",
      meta: { className: "whitespace-normal" },
      cell: ({ row: { original: sale } }) => sale.salesperson,
    },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row: { original: sale } }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={STATUS_BADGE[sale.status]}>{SALE_STATUS_LABELS[sale.status]}</Badge>
          <ApprovalBadge approval={sale.approval} />
        </div>
      ),
    },
    actionsColumn((sale) => `Ações da venda de ${sale.clientName}`, saleActions),
  ];

  return (
    <section aria-labelledby="panel-sales-title" className="flex min-w-0 flex-col gap-4">
      <TabHeader
        id="sales"
        title="Controle de Vendas"
        count={sales.total}
        loading={loading}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Buscar vendas por carro, cliente, vendedor..."
        addLabel="Nova Venda"
        onAdd={dialogs.openNew}
        exportHref={list.withSearch("/api/exports/sales")}
      />
      {roleCan(user?.role, "sales:approve") ? <PendingApprovals onDecided={() => void reload()} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          loading={loading}
          label="Vendas fechadas"
          value={formatMoney(sales.summary?.closedTotal ?? 0)}
        />
        <StatCard
          loading={loading}
          label="Em negociação"
          value={String(sales.summary?.byStatus.negotiating ?? 0)}
        />
        <StatCard
          loading={loading}
          label="Total de registros"
          value={String(sales.total)}
          className="max-sm:col-span-2"
        />
      </div>
      <PagedList
        label="Vendas"
        list={list}
        rows={sales}
        columns={columns}
        getRowId={(sale) => sale.id}
        rowTestId="sale-row"
        empty={{ searched: "Nenhuma venda encontrada para a busca.", none: "Nenhuma venda registrada." }}
      />
      <SaleFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        sale={editing}
        defaultSalesperson={salesperson}
        onSubmit={async (values, form) => {
          try {
            const { sale } = editing
              ? await apiRequest<{ sale: ApiSale }>(`/api/sales/${editing.id}`, {
                  method: "PUT",
                  json: values,
                })
              : await apiRequest<{ sale: ApiSale }>("/api/sales", { method: "POST", json: values });
            toast.success(editing ? SALE_TOASTS.updated : SALE_TOASTS.created);
            if (sale.approval === "pending") toast.warning(SALE_TOASTS.awaitingApproval);
            dialogs.setFormOpen(false);
            await reload();
          } catch (error) {
            applyServerErrors(error, form.setError, SALE_FORM_FIELDS);
            failure(error, SALE_TOASTS.saveFailed);
          }
        }}
      />
      <ConfirmDelete
        {...dialogs.confirmDelete(remove)}
        title="Excluir venda?"
        description={
          deleting
            ? `A venda de ${deleting.carBrand} ${deleting.carModel} para ${deleting.clientName} será excluída. Esta ação não pode ser desfeita.`
            : ""
        }
      />
    </section>
  );
}
