// Toasts of the expenses tab (spec/admin.md §7–§8, verbatim where the specification gives them).
export const EXPENSE_TOASTS = {
  created: "Despesa registrada com sucesso!",
  updated: "Despesa atualizada com sucesso!",
  deleted: "Despesa excluída com sucesso!",
  saveFailed: (message: string) => `Erro ao salvar despesa: ${message}`,
  deleteFailed: "Erro ao deletar despesa",
  downloadFailed: "Erro ao fazer download do arquivo",
} as const;
