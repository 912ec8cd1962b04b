// Toasts of the expenses tab (docs/admin-panel.md and docs/texts.md, verbatim where agreed).
export const EXPENSE_TOASTS = {
  created: "Despesa registrada com sucesso!",
  updated: "Despesa atualizada com sucesso!",
  deleted: "Despesa excluída com sucesso!",
  saveFailed: (message: string) => `Erro ao salvar despesa: ${message}`,
  deleteFailed: "Erro ao deletar despesa",
  downloadFailed: "Erro ao fazer download do arquivo",
} as const;
