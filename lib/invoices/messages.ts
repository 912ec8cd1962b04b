// Toasts of the invoices tab (docs/admin-panel.md and docs/texts.md, verbatim where agreed).
export const INVOICE_TOASTS = {
  created: "Nota fiscal emitida com sucesso!",
  updated: "Nota fiscal atualizada com sucesso!",
  deleted: "Nota fiscal excluída com sucesso!",
  statusChanged: "Status da nota fiscal atualizado!",
  createFailed: "Erro ao criar nota fiscal",
  updateFailed: "Erro ao atualizar nota fiscal",
  saveFailed: "Erro ao salvar nota fiscal",
  statusFailed: "Erro ao atualizar status da nota fiscal",
} as const;
