// Toasts of the documents tab (docs/admin-panel.md and docs/texts.md, verbatim where agreed).
export const DOCUMENT_TOASTS = {
  created: "Documento salvo com sucesso!",
  updated: "Documento atualizado com sucesso!",
  deleted: "Documento excluído com sucesso!",
  saveFailed: "Erro ao salvar documento",
  deleteFailed: "Erro ao deletar documento. Tente novamente.",
  noFile: "Nome do arquivo não encontrado",
  downloadFailed: "Erro ao fazer download do arquivo",
  storageFull: 'Armazenamento cheio! Vá na aba "Limpeza" para liberar espaço ou delete documentos antigos.',
} as const;

/** The server's quota answer (507 'Armazenamento insuficiente') is recognised by its text, as agreed. */
export const isStorageFullMessage = (message: string) => message.includes("insuficiente");
