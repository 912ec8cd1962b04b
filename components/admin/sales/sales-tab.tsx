"use client";

import { CheckCircle2 } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";

import { ApiError, apiRequest } from "@/lib/admin/api-client";
import { ConfirmDelete } from "@/components/admin/finance/confirm-delete";
import { RecordActions } from "@/components/admin/finance/record-actions";
import { applyServerErrors, errorMessage } from "@/components/admin/finance/form-errors";
import { EmptyList, ListSkeleton } from "@/components/admin/finance/list-skeleton";
import { matchesSearch } from "@/components/admin/finance/search";
import { StatCard } from "@/components/admin/finance/stat-card";
import { TabHeader } from "@/components/admin/finance/tab-header";
import { useApiList } from "@/lib/admin/use-api-data";
import { useSessionUser } from "@/components/admin/finance/use-session-name";
import { SALE_FORM_FIELDS, SaleFormDialog } from "@/components/admin/sales/sale-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PAYMENT_METHOD_LABELS, SALE_STATUS_LABELS } from "@/lib/constants";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";
import { SALE_TOASTS } from "@/lib/sales/messages";
import { canChangeSale } from "@/lib/sales/ownership";
import type { ApiSale } from "@/lib/sales/schema";

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

/** 'Controle de Vendas': search, CSV export, sale cards with 'Marcar Fechada', the sale form. */
export function SalesTab() {
  const { items: sales, loading, reload } = useApiList<ApiSale>("/api/sales", "sales");
  const user = useSessionUser();
  const salesperson = user?.name ?? "";
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<ApiSale | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ApiSale | null>(null);

  const visible = useMemo(
    () =>
      sales.filter((sale) =>
        matchesSearch(search, [
          sale.carBrand,
          sale.carModel,
          sale.carYear,
          sale.clientName,
          sale.clientPhone,
          sale.clientEmail,
          sale.salesperson,
          PAYMENT_METHOD_LABELS[sale.paymentMethod],
          SALE_STATUS_LABELS[sale.status],
          formatDateBR(sale.saleDate),
          sale.notes,
        ]),
      ),
    [sales, search],
  );
  const closedTotal = sales
    .filter((sale) => sale.status === "closed")
    .reduce((sum, sale) => sum + sale.salePrice, 0);

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
    setDeleting(null);
    try {
      await apiRequest(`/api/sales/${sale.id}`, { method: "DELETE" });
      toast.success(SALE_TOASTS.deleted);
      await reload();
    } catch (error) {
      failure(error, SALE_TOASTS.deleteFailed);
    }
  }

  return (
    <section aria-labelledby="panel-sales-title" className="flex flex-col gap-4">
      <TabHeader
        id="sales"
        title="Controle de Vendas"
        count={visible.length}
        loading={loading}
        search={search}
        onSearch={setSearch}
        searchPlaceholder="Buscar vendas por carro, cliente, vendedor..."
        addLabel="Nova Venda"
        onAdd={() => {
          setEditing(null);
          setFormOpen(true);
        }}
        exportHref="/api/exports/sales"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard loading={loading} label="Vendas fechadas" value={formatMoney(closedTotal)} />
        <StatCard
          loading={loading}
          label="Em negociação"
          value={String(sales.filter((sale) => sale.status === "negotiating").length)}
        />
        <StatCard
          loading={loading}
          label="Total de registros"
          value={String(sales.length)}
          className="max-sm:col-span-2"
        />
      </div>
      {loading ? (
        <ListSkeleton />
      ) : visible.length === 0 ? (
        <EmptyList text={search ? "Nenhuma venda encontrada para a busca." : "Nenhuma venda registrada."} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Vendas">
          {visible.map((sale) => (
            <li
              key={sale.id}
              className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4"
              data-testid="sale-card"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{`${sale.carBrand} ${sale.carModel} ${sale.carYear}`}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {sale.clientName} · {maskPhone(sale.clientPhone)}
                  </p>
                </div>
                <Badge variant={STATUS_BADGE[sale.status]}>{SALE_STATUS_LABELS[sale.status]}</Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Valor</dt>
                <dd className="text-right font-semibold tabular-nums">{formatMoney(sale.salePrice)}</dd>
                <dt className="text-muted-foreground">Pagamento</dt>
                <dd className="text-right">{PAYMENT_METHOD_LABELS[sale.paymentMethod]}</dd>
                <dt className="text-muted-foreground">Data</dt>
                <dd className="text-right">{formatDateBR(sale.saleDate)}</dd>
                <dt className="text-muted-foreground">Vendedor</dt>
                <dd className="truncate text-right">{sale.salesperson}</dd>
                {sale.clientDocumentMasked ? (
                  <>
                    <dt className="text-muted-foreground">CPF/CNPJ</dt>
                    <dd className="text-right tabular-nums">{sale.clientDocumentMasked}</dd>
                  </>
                ) : null}
              </dl>
              {sale.paymentDetails ? (
                <p className="text-sm break-words text-muted-foreground">{sale.paymentDetails}</p>
              ) : null}
              {/* A vendedor's colleagues' sales are read-only: the server would refuse the change anyway. */}
              {canChangeSale(user, sale) ? (
                <RecordActions
                  subject={`venda de ${sale.clientName}`}
                  onEdit={() => {
                    setEditing(sale);
                    setFormOpen(true);
                  }}
                  onDelete={() => setDeleting(sale)}
                >
                  {sale.status === "negotiating" ? (
                    <Button size="sm" variant="outline" onClick={() => void markClosed(sale)}>
                      <CheckCircle2 aria-hidden="true" />
                      Marcar Fechada
                    </Button>
                  ) : null}
                </RecordActions>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <SaleFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        sale={editing}
        defaultSalesperson={salesperson}
        onSubmit={async (values, form) => {
          try {
            if (editing) await apiRequest(`/api/sales/${editing.id}`, { method: "PUT", json: values });
            else await apiRequest("/api/sales", { method: "POST", json: values });
            toast.success(editing ? SALE_TOASTS.updated : SALE_TOASTS.created);
            setFormOpen(false);
            await reload();
          } catch (error) {
            applyServerErrors(error, form.setError, SALE_FORM_FIELDS);
            failure(error, SALE_TOASTS.saveFailed);
          }
        }}
      />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Excluir venda?"
        description={
          deleting
            ? `A venda de ${deleting.carBrand} ${deleting.carModel} para ${deleting.clientName} será excluída. Esta ação não pode ser desfeita.`
            : ""
        }
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
