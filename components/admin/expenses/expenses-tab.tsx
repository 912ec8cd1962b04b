"use client";

import { FileDown } from "lucide-react";
import { toast } from "sonner";

import {
  ExpenseFormDialog,
  EXPENSE_FORM_FIELDS,
  type ExpenseSubmit,
} from "@/components/admin/expenses/expense-form-dialog";
import { apiRequest, downloadFile } from "@/lib/api-client";
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
import { Badge } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/ui/data-table";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "@/lib/constants/finance";
import { EXPENSE_TOASTS } from "@/lib/expenses/messages";
import type { ExpenseListSummary } from "@/lib/expenses/list";
import type { ApiExpense } from "@/lib/expenses/schema";
import { EXPENSE_SORT_FIELDS } from "@/lib/lists/query";
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
  const list = useListParams("/api/expenses", EXPENSE_SORT_FIELDS);
  const expenses = useApiPage<"expenses", ApiExpense, ExpenseListSummary>(list.apiUrl, "expenses");
  const { loading, reload } = expenses;
  const dialogs = useRecordDialogs<ApiExpense>();
  const { editing, deleting } = dialogs;
  const { run } = useAdminAction();

  const remove = (expense: ApiExpense) =>
    run({
      call: () => apiRequest(`/api/expenses/${expense.id}`, { method: "DELETE" }),
      success: EXPENSE_TOASTS.deleted,
      failure: EXPENSE_TOASTS.deleteFailed,
      describe: () => undefined,
      onSuccess: reload,
    });

  async function download(expense: ApiExpense) {
    try {
      await downloadFile(`/api/expenses/${expense.id}/receipt`, expense.receiptName ?? "comprovante");
    } catch {
      toast.error(EXPENSE_TOASTS.downloadFailed);
    }
  }

  /** The menu of one expense: its receipt's download when it has one, then edit and delete. */
  function expenseActions(expense: ApiExpense): RowAction[] {
    return [
      ...(expense.hasReceipt
        ? [
            {
              id: "receipt",
              label: "Baixar comprovante",
              icon: FileDown,
              onSelect: () => void download(expense),
            },
          ]
        : []),
      ...editDeleteActions(
        () => dialogs.openEdit(expense),
        () => dialogs.askDelete(expense),
      ),
    ];
  }

  const columns: Array<DataTableColumn<ApiExpense>> = [
    {
      accessorKey: "description",
      header: "Descrição",
      meta: { card: "title", className: "w-full min-w-56 whitespace-normal" },
      cell: ({ row: { original: expense } }) => (
        <div className="flex flex-col">
          <span className="line-clamp-2 font-medium break-words" title={expense.description}>
            {expense.description}
          </span>
          {expense.carLabel ? (
            <span className="text-xs text-muted-foreground">{expense.carLabel}</span>
          ) : null}
        </div>
      ),
    },
    {
      accessorKey: "category",
      header: "Categoria",
      cell: ({ row: { original: expense } }) => (
        <Badge variant="secondary">{EXPENSE_CATEGORY_LABELS[expense.category]}</Badge>
      ),
    },
    {
      accessorKey: "date",
      header: "Data",
      cell: dateCell((expense: ApiExpense) => expense.date),
    },
    {
      accessorKey: "amount",
      header: "Valor",
      cell: moneyCell((expense: ApiExpense) => expense.amount),
    },
    actionsColumn((expense) => `Ações da despesa ${expense.description}`, expenseActions),
  ];

  return (
    <section aria-labelledby="panel-expenses-title" className="flex min-w-0 flex-col gap-4">
      <TabHeader
        id="expenses"
        title="Controle de Despesas"
        count={expenses.total}
        loading={loading}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Buscar despesas por descrição, categoria, carro..."
        addLabel="Nova Despesa"
        onAdd={dialogs.openNew}
        exportHref={list.withSearch("/api/exports/expenses")}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard
          loading={loading}
          label="Total de despesas"
          value={formatMoney(expenses.summary?.total ?? 0)}
          className="col-span-2 border-primary/40 sm:col-span-1"
        />
        {EXPENSE_CATEGORIES.map((category) => (
          <StatCard
            loading={loading}
            key={category}
            label={EXPENSE_CATEGORY_LABELS[category]}
            value={formatMoney(expenses.summary?.byCategory[category] ?? 0)}
          />
        ))}
      </div>
      <PagedList
        label="Despesas"
        list={list}
        rows={expenses}
        columns={columns}
        getRowId={(expense) => expense.id}
        rowTestId="expense-row"
        empty={{ searched: "Nenhuma despesa encontrada para a busca.", none: "Nenhuma despesa registrada." }}
      />
      <ExpenseFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        expense={editing}
        onSubmit={async (submit, form) => {
          try {
            const body = expenseBody(submit);
            if (editing) await apiRequest(`/api/expenses/${editing.id}`, { method: "PUT", form: body });
            else await apiRequest("/api/expenses", { method: "POST", form: body });
            toast.success(editing ? EXPENSE_TOASTS.updated : EXPENSE_TOASTS.created);
            dialogs.setFormOpen(false);
            await reload();
          } catch (error) {
            applyServerErrors(error, form.setError, EXPENSE_FORM_FIELDS);
            toast.error(EXPENSE_TOASTS.saveFailed(errorMessage(error)));
          }
        }}
      />
      <ConfirmDelete
        {...dialogs.confirmDelete(remove)}
        title="Excluir despesa?"
        description={
          deleting
            ? `A despesa "${deleting.description}" e seu comprovante serão excluídos. Esta ação não pode ser desfeita.`
            : ""
        }
      />
    </section>
  );
}
