"use client";

import { Send, Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";

import { apiRequest } from "@/lib/admin/api-client";
import { ConfirmDelete } from "@/components/admin/finance/confirm-delete";
import { RecordActions } from "@/components/admin/finance/record-actions";
import { applyServerErrors, errorMessage } from "@/components/admin/finance/form-errors";
import { EmptyList, ListSkeleton } from "@/components/admin/finance/list-skeleton";
import { matchesSearch } from "@/components/admin/finance/search";
import { StatCard } from "@/components/admin/finance/stat-card";
import { TabHeader } from "@/components/admin/finance/tab-header";
import { useApiList } from "@/lib/admin/use-api-data";
import { INVOICE_FORM_FIELDS, InvoiceFormDialog } from "@/components/admin/invoices/invoice-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from "@/lib/constants";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { INVOICE_TOASTS } from "@/lib/invoices/messages";
import { nextInvoiceStatus } from "@/lib/invoices/numbering";
import type { ApiInvoice } from "@/lib/invoices/schema";

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
  const { items: invoices, loading, reload } = useApiList<ApiInvoice>("/api/invoices", "invoices");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<ApiInvoice | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ApiInvoice | null>(null);

  const visible = useMemo(
    () =>
      invoices.filter((invoice) =>
        matchesSearch(search, [
          invoice.number,
          invoice.clientName,
          invoice.clientDocumentMasked,
          invoice.description,
          invoice.carLabel,
          INVOICE_TYPE_LABELS[invoice.type],
          INVOICE_STATUS_LABELS[invoice.status],
          formatDateBR(invoice.issueDate),
        ]),
      ),
    [invoices, search],
  );
  const total = (type: ApiInvoice["type"]) =>
    invoices
      .filter((invoice) => invoice.type === type && invoice.status !== "cancelled")
      .reduce((sum, invoice) => sum + invoice.amount, 0);

  async function advance(invoice: ApiInvoice, status: "sent" | "paid") {
    try {
      await apiRequest(`/api/invoices/${invoice.id}`, { method: "PUT", json: { status } });
      toast.success(INVOICE_TOASTS.statusChanged);
      await reload();
    } catch (error) {
      toast.error(INVOICE_TOASTS.statusFailed, { description: errorMessage(error) });
    }
  }

  async function remove(invoice: ApiInvoice) {
    setDeleting(null);
    try {
      await apiRequest(`/api/invoices/${invoice.id}`, { method: "DELETE" });
      toast.success(INVOICE_TOASTS.deleted);
      await reload();
    } catch (error) {
      toast.error(INVOICE_TOASTS.saveFailed, { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="panel-invoices-title" className="flex flex-col gap-4">
      <TabHeader
        id="invoices"
        title="Notas Fiscais"
        count={visible.length}
        loading={loading}
        search={search}
        onSearch={setSearch}
        searchPlaceholder="Buscar notas por número, cliente, descrição..."
        addLabel="Nova Nota Fiscal"
        onAdd={() => {
          setEditing(null);
          setFormOpen(true);
        }}
        exportHref="/api/exports/invoices"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard loading={loading} label="Total em vendas" value={formatMoney(total("sale"))} />
        <StatCard loading={loading} label="Total em compras" value={formatMoney(total("purchase"))} />
        <StatCard
          loading={loading}
          label="Notas emitidas"
          value={String(invoices.length)}
          className="max-sm:col-span-2"
        />
      </div>
      {loading ? (
        <ListSkeleton />
      ) : visible.length === 0 ? (
        <EmptyList
          text={search ? "Nenhuma nota fiscal encontrada para a busca." : "Nenhuma nota fiscal emitida."}
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Notas fiscais">
          {visible.map((invoice) => {
            const next = nextInvoiceStatus(invoice.status);
            const action = next ? NEXT_STATUS_ACTION[next] : null;
            return (
              <li
                key={invoice.id}
                className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4"
                data-testid="invoice-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold tabular-nums">{invoice.number}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {invoice.clientName} ·{" "}
                      <span className="tabular-nums">{invoice.clientDocumentMasked}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <Badge variant="outline">{INVOICE_TYPE_LABELS[invoice.type]}</Badge>
                    <Badge variant={STATUS_BADGE[invoice.status]}>
                      {INVOICE_STATUS_LABELS[invoice.status]}
                    </Badge>
                  </div>
                </div>
                <p className="text-sm break-words">{invoice.description}</p>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-muted-foreground">Emissão: {formatDateBR(invoice.issueDate)}</span>
                  <span className="font-semibold tabular-nums">{formatMoney(invoice.amount)}</span>
                </div>
                <RecordActions
                  subject={`nota ${invoice.number}`}
                  onEdit={() => {
                    setEditing(invoice);
                    setFormOpen(true);
                  }}
                  onDelete={() => setDeleting(invoice)}
                >
                  {next && action ? (
                    <Button size="sm" variant="outline" onClick={() => void advance(invoice, next)}>
                      <action.Icon aria-hidden="true" />
                      {action.label}
                    </Button>
                  ) : null}
                </RecordActions>
              </li>
            );
          })}
        </ul>
      )}
      <InvoiceFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        invoice={editing}
        onSubmit={async (values, form) => {
          try {
            if (editing) await apiRequest(`/api/invoices/${editing.id}`, { method: "PUT", json: values });
            else await apiRequest("/api/invoices", { method: "POST", json: values });
            toast.success(editing ? INVOICE_TOASTS.updated : INVOICE_TOASTS.created);
            setFormOpen(false);
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
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Excluir nota fiscal?"
        description={
          deleting ? `A nota ${deleting.number} será excluída. Esta ação não pode ser desfeita.` : ""
        }
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
