"use client";

import { FileDown } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";

import {
  ExpenseFormDialog,
  EXPENSE_FORM_FIELDS,
  type ExpenseSubmit,
} from "@/components/admin/expenses/expense-form-dialog";
import { apiRequest, downloadFile } from "@/lib/admin/api-client";
import { ConfirmDelete } from "@/components/admin/finance/confirm-delete";
import { RecordActions } from "@/components/admin/finance/record-actions";
import { applyServerErrors, errorMessage } from "@/components/admin/finance/form-errors";
import { EmptyList, ListSkeleton } from "@/components/admin/finance/list-skeleton";
import { matchesSearch } from "@/components/admin/finance/search";
import { StatCard } from "@/components/admin/finance/stat-card";
import { TabHeader } from "@/components/admin/finance/tab-header";
import { useApiList } from "@/lib/admin/use-api-data";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "@/lib/constants";
import { EXPENSE_TOASTS } from "@/lib/expenses/messages";
import type { ApiExpense } from "@/lib/expenses/schema";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

function expenseBody({ values, receipt, removeReceipt }: ExpenseSubmit): FormData {
  const form = new FormData();
  form.set("description", values.description);
  form.set("amount", String(values.amount));
  form.set("category", values.category);
  form.set("date", values.date);
  form.set("carId", values.carId ?? "");
  if (receipt) form.set("receipt", receipt);
  if (removeReceipt && !receipt) form.set("removeReceipt", "true");
  return form;
}

/** 'Controle de Despesas': totals overall and per category, newest first, receipts downloadable. */
export function ExpensesTab() {
  const { items: expenses, loading, reload } = useApiList<ApiExpense>("/api/expenses", "expenses");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<ApiExpense | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ApiExpense | null>(null);

  const visible = useMemo(
    () =>
      expenses.filter((expense) =>
        matchesSearch(search, [
          expense.description,
          EXPENSE_CATEGORY_LABELS[expense.category],
          expense.carLabel,
          expense.receiptName,
          formatDateBR(expense.date),
          expense.amount.toFixed(2).replace(".", ","),
        ]),
      ),
    [expenses, search],
  );
  const total = expenses.reduce((sum, expense) => sum + expense.amount, 0);
  const byCategory = EXPENSE_CATEGORIES.map((category) => ({
    category,
    total: expenses
      .filter((expense) => expense.category === category)
      .reduce((sum, expense) => sum + expense.amount, 0),
  }));

  async function remove(expense: ApiExpense) {
    setDeleting(null);
    try {
      await apiRequest(`/api/expenses/${expense.id}`, { method: "DELETE" });
      toast.success(EXPENSE_TOASTS.deleted);
      await reload();
    } catch {
      toast.error(EXPENSE_TOASTS.deleteFailed);
    }
  }

  async function download(expense: ApiExpense) {
    try {
      await downloadFile(`/api/expenses/${expense.id}/receipt`, expense.receiptName ?? "comprovante");
    } catch {
      toast.error(EXPENSE_TOASTS.downloadFailed);
    }
  }

  return (
    <section aria-labelledby="panel-expenses-title" className="flex flex-col gap-4">
      <TabHeader
        id="expenses"
        title="Controle de Despesas"
        count={visible.length}
        loading={loading}
        search={search}
        onSearch={setSearch}
        searchPlaceholder="Buscar despesas por descrição, categoria, carro..."
        addLabel="Nova Despesa"
        onAdd={() => {
          setEditing(null);
          setFormOpen(true);
        }}
        exportHref="/api/exports/expenses"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard
          loading={loading}
          label="Total de despesas"
          value={formatMoney(total)}
          className="col-span-2 border-primary/40 sm:col-span-1"
        />
        {byCategory.map(({ category, total: categoryTotal }) => (
          <StatCard
            loading={loading}
            key={category}
            label={EXPENSE_CATEGORY_LABELS[category]}
            value={formatMoney(categoryTotal)}
          />
        ))}
      </div>
      {loading ? (
        <ListSkeleton />
      ) : visible.length === 0 ? (
        <EmptyList
          text={search ? "Nenhuma despesa encontrada para a busca." : "Nenhuma despesa registrada."}
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Despesas">
          {visible.map((expense) => (
            <li
              key={expense.id}
              className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4"
              data-testid="expense-card"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{expense.description}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDateBR(expense.date)}
                    {expense.carLabel ? ` · ${expense.carLabel}` : ""}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{formatMoney(expense.amount)}</span>
                  <Badge variant="secondary">{EXPENSE_CATEGORY_LABELS[expense.category]}</Badge>
                </div>
              </div>
              <RecordActions
                subject={`despesa ${expense.description}`}
                onEdit={() => {
                  setEditing(expense);
                  setFormOpen(true);
                }}
                onDelete={() => setDeleting(expense)}
              >
                {expense.hasReceipt ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Baixar comprovante de ${expense.description}`}
                    onClick={() => void download(expense)}
                  >
                    <FileDown aria-hidden="true" />
                    Comprovante
                  </Button>
                ) : null}
              </RecordActions>
            </li>
          ))}
        </ul>
      )}
      <ExpenseFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        expense={editing}
        onSubmit={async (submit, form) => {
          try {
            const body = expenseBody(submit);
            if (editing) await apiRequest(`/api/expenses/${editing.id}`, { method: "PUT", form: body });
            else await apiRequest("/api/expenses", { method: "POST", form: body });
            toast.success(editing ? EXPENSE_TOASTS.updated : EXPENSE_TOASTS.created);
            setFormOpen(false);
            await reload();
          } catch (error) {
            applyServerErrors(error, form.setError, EXPENSE_FORM_FIELDS);
            toast.error(EXPENSE_TOASTS.saveFailed(errorMessage(error)));
          }
        }}
      />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Excluir despesa?"
        description={
          deleting
            ? `A despesa "${deleting.description}" e seu comprovante serão excluídos. Esta ação não pode ser desfeita.`
            : ""
        }
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
