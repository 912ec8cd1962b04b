// Toasts of the sales tab (docs/permissions.md and docs/texts.md, verbatim where agreed).
export const SALE_TOASTS = {
  created: "Venda registrada com sucesso!",
  updated: "Venda atualizada com sucesso!",
  deleted: "Venda excluída com sucesso!",
  closed: "Venda marcada como fechada!",
  saveFailed: "Erro ao salvar venda. Tente novamente.",
  deleteFailed: "Erro ao deletar venda. Tente novamente.",
  closeFailed: "Erro ao marcar venda como fechada. Tente novamente.",
  awaitingApproval: "Venda abaixo do preço mínimo: ela aguarda a aprovação de um gerente para ser fechada.",
  accessDenied:
    "Acesso negado: Você só pode editar/deletar suas próprias vendas. Esta venda pertence a outro vendedor.",
} as const;
