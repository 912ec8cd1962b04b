// Sales, expenses, documents, invoices and commissions: their option lists, labels and limits (docs/admin-panel.md).

export const MAX_SALE_PRICE = 10_000_000;
export const MAX_OTHER_AMOUNT = 1_000_000_000;
/** A salesperson's commission rate, in percent, is from 0 to this. */
export const MAX_COMMISSION_PERCENT = 20;
/** An approval decision's note. */
export const MAX_APPROVAL_NOTE_LENGTH = 1_000;
export const DOCUMENT_EXPIRY_WARNING_DAYS = 2;

export const PAYMENT_METHODS = ["cash", "financing", "installments", "exchange", "consorcio"] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: "À Vista",
  financing: "Financiamento",
  installments: "Parcelado",
  exchange: "Troca",
  consorcio: "Consórcio",
};

export const SALE_APPROVALS = ["pending", "approved", "rejected"] as const;
export const SALE_APPROVAL_LABELS: Record<(typeof SALE_APPROVALS)[number], string> = {
  pending: "Aguardando aprovação",
  approved: "Desconto aprovado",
  rejected: "Desconto rejeitado",
};

export const SALE_STATUSES = ["negotiating", "closed", "cancelled"] as const;
export const SALE_STATUS_LABELS: Record<(typeof SALE_STATUSES)[number], string> = {
  negotiating: "Em negociação",
  closed: "Fechada",
  cancelled: "Cancelada",
};

export const EXPENSE_CATEGORIES = [
  "marketing",
  "vehicles",
  "employees",
  "rent",
  "taxes",
  "maintenance",
  "other",
] as const;
export const EXPENSE_CATEGORY_LABELS: Record<(typeof EXPENSE_CATEGORIES)[number], string> = {
  marketing: "Marketing",
  vehicles: "Veículos",
  employees: "Funcionários",
  rent: "Aluguel",
  taxes: "Impostos",
  maintenance: "Manutenção",
  other: "Outros",
};

export const DOCUMENT_TYPES = ["contract", "cnh", "vehicle_doc", "internal", "other"] as const;
export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  contract: "Contrato",
  cnh: "CNH",
  vehicle_doc: "Documento do veículo",
  internal: "Interno",
  other: "Outro",
};

export const INVOICE_TYPES = ["sale", "purchase"] as const;
export const INVOICE_TYPE_LABELS: Record<(typeof INVOICE_TYPES)[number], string> = {
  sale: "Venda",
  purchase: "Compra",
};
export const INVOICE_STATUSES = ["issued", "sent", "paid", "cancelled"] as const;
export const INVOICE_STATUS_LABELS: Record<(typeof INVOICE_STATUSES)[number], string> = {
  issued: "Emitida",
  sent: "Enviada",
  paid: "Paga",
  cancelled: "Cancelada",
};
