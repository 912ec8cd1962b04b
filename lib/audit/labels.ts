import type { AuditValue } from "@/lib/audit/diff";
import type { AuditEntity } from "@/lib/audit/schema";
import { ROLE_LABELS } from "@/lib/constants/auth";
import {
  DOCUMENT_TYPE_LABELS,
  EXPENSE_CATEGORY_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  SALE_STATUS_LABELS,
} from "@/lib/constants/finance";
import { formatDateBR, formatDateTime } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

// How the audit trail reads in pt-BR: entities, actions, field names and values. No server imports. A field
// without a label here (one added to a record later) shows its own name rather than nothing.

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  car: "Carro",
  sale: "Venda",
  expense: "Despesa",
  document: "Documento",
  invoice: "Nota fiscal",
  user: "Usuário",
};

export const AUDIT_ACTION_LABELS = { create: "Criação", update: "Alteração", delete: "Exclusão" } as const;

const FIELD_LABELS: Record<string, string> = {
  brand: "Marca",
  model: "Modelo",
  year: "Ano",
  price: "Preço",
  mileage: "Quilometragem",
  engine: "Motor",
  transmission: "Câmbio",
  fuel: "Combustível",
  color: "Cor",
  description: "Descrição",
  features: "Opcionais",
  specifications: "Especificações",
  isFeatured: "Destaque",
  isTurbo: "Turbo",
  whatsappMessage: "Mensagem do WhatsApp",
  purchasePrice: "Preço de compra",
  purchaseDate: "Data de compra",
  status: "Status",
  images: "Fotos",
  plate: "Placa",
  renavam: "Renavam",
  chassis: "Chassi",
  fipeCode: "Código FIPE",
  fipePrice: "Preço FIPE",
  fipeReferenceMonth: "Mês de referência FIPE",
  minimumPrice: "Preço mínimo",
  carId: "Carro",
  carBrand: "Marca do carro",
  carModel: "Modelo do carro",
  carYear: "Ano do carro",
  clientName: "Cliente",
  clientPhone: "Telefone do cliente",
  clientEmail: "E-mail do cliente",
  clientDocument: "CPF/CNPJ do cliente",
  salePrice: "Valor da venda",
  paymentMethod: "Forma de pagamento",
  paymentDetails: "Detalhes do pagamento",
  salesperson: "Vendedor",
  salespersonId: "Conta do vendedor",
  saleDate: "Data da venda",
  notes: "Observações",
  amount: "Valor",
  category: "Categoria",
  date: "Data",
  receiptFileId: "Comprovante",
  title: "Título",
  type: "Tipo",
  fileId: "Arquivo",
  expiryDate: "Validade",
  number: "Número",
  issueDate: "Data de emissão",
  email: "E-mail",
  name: "Nome",
  role: "Cargo",
};

export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const CAR_STATUS_LABELS: Record<string, string> = { available: "Disponível", sold: "Vendido" };

/** The labels of a field's coded values (statuses, categories), where the field has them. */
function valueLabels(entity: AuditEntity, field: string): Record<string, string> | undefined {
  if (field === "status") {
    if (entity === "car") return CAR_STATUS_LABELS;
    if (entity === "sale") return SALE_STATUS_LABELS;
    if (entity === "invoice") return INVOICE_STATUS_LABELS;
  }
  if (field === "type") {
    if (entity === "document") return DOCUMENT_TYPE_LABELS;
    if (entity === "invoice") return INVOICE_TYPE_LABELS;
  }
  if (field === "paymentMethod") return PAYMENT_METHOD_LABELS;
  if (field === "category") return EXPENSE_CATEGORY_LABELS;
  if (field === "role") return ROLE_LABELS;
  return undefined;
}

/** Money by its name, as a new money column (a FIPE price) is named like the existing ones. */
const MONEY_FIELD = /price|amount|valor|cost/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const integer = new Intl.NumberFormat("pt-BR");

/** A value of the trail as the panel shows it: "R$ 1.234,50", "20/11/2026", "Sim", "Vendido", "—". */
export function formatAuditValue(entity: AuditEntity, field: string, value: AuditValue): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return MONEY_FIELD.test(field) ? formatMoney(value) : integer.format(value);
  if (Array.isArray(value))
    return value.length ? value.map((item) => formatAuditValue(entity, field, item)).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  const label = valueLabels(entity, field)?.[value];
  if (label) return label;
  if (DAY.test(value)) return formatDateBR(value);
  if (INSTANT.test(value)) return formatDateTime(value);
  return value;
}
