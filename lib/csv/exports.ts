import {
  EXPENSE_CATEGORY_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  SALE_STATUS_LABELS,
} from "@/lib/constants/finance";
import { csvDate, toCsv, type CsvCell } from "@/lib/csv/writer";
import type { ApiExpense } from "@/lib/expenses/schema";
import { maskCpfCnpj } from "@/lib/format/documents";
import { maskPhone } from "@/lib/format/phone";
import type { ApiInvoice } from "@/lib/invoices/schema";
import type { ApiSale } from "@/lib/sales/schema";

// The three exports of (docs/business-rules.md "Reports and exports"), columns exactly as listed there. CPF/CNPJ go out masked as on
// screen (docs/business-rules.md): a spreadsheet travels further than the panel.

export const EXPORT_FILE_PREFIXES = {
  sales: "vendas_detalhado",
  expenses: "despesas_detalhado",
  invoices: "notas_fiscais_detalhado",
} as const;

export const SALES_CSV_HEADER = [
  "Data",
  "Carro",
  "Cliente",
  "Telefone",
  "Email",
  "CPF/CNPJ",
  "Valor",
  "Pagamento",
  "Detalhes",
  "Vendedor",
  "Status",
  "Observações",
];
export const EXPENSES_CSV_HEADER = ["Data", "Descrição", "Categoria", "Valor", "Carro", "Comprovante"];
export const INVOICES_CSV_HEADER = [
  "Número",
  "Tipo",
  "Data de Emissão",
  "Cliente",
  "CPF/CNPJ",
  "Valor",
  "Status",
  "Descrição",
];

/** One sale's cells, in SALES_CSV_HEADER's order. */
export function saleCsvRow(sale: ApiSale): CsvCell[] {
  return [
    csvDate(sale.saleDate),
    `${sale.carBrand} ${sale.carModel} ${sale.carYear}`.trim(),
    sale.clientName,
    maskPhone(sale.clientPhone),
    sale.clientEmail,
    sale.clientDocument ? maskCpfCnpj(sale.clientDocument) : "",
    sale.salePrice,
    PAYMENT_METHOD_LABELS[sale.paymentMethod],
    sale.paymentDetails,
    sale.salesperson,
    SALE_STATUS_LABELS[sale.status],
    sale.notes,
  ];
}

export function expenseCsvRow(expense: ApiExpense): CsvCell[] {
  return [
    csvDate(expense.date),
    expense.description,
    EXPENSE_CATEGORY_LABELS[expense.category],
    expense.amount,
    expense.carLabel,
    expense.receiptName,
  ];
}

export function invoiceCsvRow(invoice: ApiInvoice): CsvCell[] {
  return [
    invoice.number,
    INVOICE_TYPE_LABELS[invoice.type],
    csvDate(invoice.issueDate),
    invoice.clientName,
    invoice.clientDocumentMasked,
    invoice.amount,
    INVOICE_STATUS_LABELS[invoice.status],
    invoice.description,
  ];
}

export const salesCsv = (sales: readonly ApiSale[]) => toCsv(SALES_CSV_HEADER, sales.map(saleCsvRow));
export const expensesCsv = (expenses: readonly ApiExpense[]) =>
  toCsv(EXPENSES_CSV_HEADER, expenses.map(expenseCsvRow));
export const invoicesCsv = (invoices: readonly ApiInvoice[]) =>
  toCsv(INVOICES_CSV_HEADER, invoices.map(invoiceCsvRow));
