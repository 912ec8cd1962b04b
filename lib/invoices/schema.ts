import { z } from "zod";

import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from "@/lib/constants/contact";
import { INVOICE_STATUSES, INVOICE_TYPES, MAX_OTHER_AMOUNT } from "@/lib/constants/finance";
import { money, optionalId, requiredCpfCnpj, requiredDay, requiredText } from "@/lib/finance/fields";
import { listPageSchema } from "@/lib/lists/query";

// Invoices (docs/business-rules.md "Invoices", docs/business-rules.md): one set of rules for the form and the routes.

export const DUPLICATE_INVOICE_NUMBER = "Número de nota fiscal já existe";
export const INVOICE_NOT_FOUND = "Nota fiscal não encontrada";
export const INVOICE_CAR_NOT_FOUND = "Selecione um carro válido";
export const INVALID_INVOICE_NUMBER = "Número inválido: use letras, números, '-', '/' ou '.'";
/** Number column width (VarChar(40)). */
export const MAX_INVOICE_NUMBER = 40;

const invoiceFields = {
  type: z.enum(INVOICE_TYPES, { error: "Tipo é obrigatório" }),
  number: z
    .string({ error: INVALID_INVOICE_NUMBER })
    .trim()
    .max(MAX_INVOICE_NUMBER, { error: `Máximo de ${MAX_INVOICE_NUMBER} caracteres`, abort: true })
    .refine((value) => value === "" || /^[A-Za-z0-9][A-Za-z0-9./-]*$/.test(value), INVALID_INVOICE_NUMBER)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  carId: optionalId(INVOICE_CAR_NOT_FOUND),
  clientName: requiredText(MAX_NAME_LENGTH, "Nome do cliente é obrigatório"),
  clientDocument: requiredCpfCnpj("CPF/CNPJ é obrigatório"),
  amount: money({
    required: "Valor é obrigatório",
    positive: "Valor deve ser maior que zero",
    max: MAX_OTHER_AMOUNT,
    tooHigh: "Valor muito alto",
  }),
  issueDate: requiredDay("Data de emissão é obrigatória"),
  status: z.enum(INVOICE_STATUSES, { error: "Status inválido" }),
  description: requiredText(MAX_TEXT_LENGTH, "Descrição é obrigatória", { multiline: true }),
};

/** POST /api/invoices and the invoice form. An empty number is generated; the status defaults to issued. */
export const invoiceCreateSchema = z.object({ ...invoiceFields, status: invoiceFields.status.optional() });

/** PUT /api/invoices/{id}: the whole invoice, or only `{status}`. An empty number keeps the current one. */
export const invoiceUpdateSchema = z.object(invoiceFields).partial();

export type InvoiceFormInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice as the API answers it; `carLabel` names the linked car for lists. */
export const apiInvoiceSchema = z.object({
  id: z.string(),
  type: z.enum(INVOICE_TYPES),
  number: z.string(),
  carId: z.string().nullable(),
  carLabel: z.string().nullable(),
  clientName: z.string(),
  clientDocument: z.string(),
  clientDocumentMasked: z.string(),
  amount: z.number(),
  issueDate: z.iso.date(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type ApiInvoice = z.output<typeof apiInvoiceSchema>;

/** GET /api/invoices: a page of invoices, and over every match the sale and purchase totals (cancelled left out). */
export const invoiceListAnswerSchema = listPageSchema.extend({
  invoices: z.array(apiInvoiceSchema),
  summary: z.object({
    saleTotal: z.number().describe("'Total em vendas', sem as canceladas"),
    purchaseTotal: z.number().describe("'Total em compras', sem as canceladas"),
  }),
});
export type InvoiceListAnswer = z.output<typeof invoiceListAnswerSchema>;
