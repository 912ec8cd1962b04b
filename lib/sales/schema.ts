import { z } from "zod";

import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from "@/lib/constants/contact";
import { MAX_SALE_PRICE, PAYMENT_METHODS, SALE_APPROVALS, SALE_STATUSES } from "@/lib/constants/finance";
import { listPageSchema } from "@/lib/lists/query";
import {
  money,
  optionalCpfCnpj,
  optionalEmail,
  optionalText,
  requiredDay,
  requiredId,
  requiredPhone,
  requiredText,
} from "@/lib/finance/fields";

// Sales (docs/business-rules.md "Sales", docs/business-rules.md): one set of rules for the form (zodResolver) and the routes.

export const SELECT_VALID_CAR = "Selecione um carro válido";
export const SALE_PRICE_TOO_HIGH = "Valor muito alto";
export const SALE_PRICE_NOT_POSITIVE = "O preço de venda deve ser maior que zero.";
export const OWN_SALES_ONLY = "Você só pode editar/deletar suas próprias vendas";
export const SALE_NOT_FOUND = "Venda não encontrada";
export const CAR_ALREADY_SOLD = "Este carro já possui uma venda fechada.";

const saleFields = {
  carId: requiredId(SELECT_VALID_CAR),
  clientName: requiredText(MAX_NAME_LENGTH, "Nome do cliente é obrigatório"),
  clientPhone: requiredPhone("Telefone do cliente é obrigatório"),
  clientEmail: optionalEmail(),
  clientDocument: optionalCpfCnpj(),
  salePrice: money({
    required: "Valor da venda é obrigatório",
    positive: SALE_PRICE_NOT_POSITIVE,
    max: MAX_SALE_PRICE,
    tooHigh: SALE_PRICE_TOO_HIGH,
  }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }),
  paymentDetails: optionalText(MAX_TEXT_LENGTH, { multiline: true }),
  salesperson: requiredText(MAX_NAME_LENGTH, "Vendedor é obrigatório"),
  status: z.enum(SALE_STATUSES, { error: "Status inválido" }),
  saleDate: requiredDay("Data da venda é obrigatória"),
  notes: optionalText(MAX_TEXT_LENGTH, { multiline: true }),
};

// The approval is the server's: a body's `approval` is not read (zod drops unknown keys).

/** POST /api/sales and the sale form. The status defaults to negotiating. */
export const saleCreateSchema = z.object({
  ...saleFields,
  status: saleFields.status.optional(),
});

/** PUT /api/sales/{id}: only the fields present change (a body of only {status} is a status change). */
export const saleUpdateSchema = z.object(saleFields).partial();

export type SaleFormInput = z.input<typeof saleCreateSchema>;
export type SaleCreate = z.output<typeof saleCreateSchema>;
export type SaleUpdate = z.output<typeof saleUpdateSchema>;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type SaleStatus = (typeof SALE_STATUSES)[number];

const moment = z.iso.datetime();

/** A sale as the API answers it (docs/business-rules.md "Sales"). */
export const apiSaleSchema = z.object({
  id: z.string(),
  carId: z.string().nullable(),
  carBrand: z.string(),
  carModel: z.string(),
  carYear: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  clientEmail: z.string().nullable(),
  clientDocument: z.string().nullable(),
  clientDocumentMasked: z.string().nullable(),
  salePrice: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentDetails: z.string().nullable(),
  salesperson: z.string(),
  salespersonId: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  saleDate: z.iso.date(),
  notes: z.string().nullable(),
  /** When it last became closed; null while it is not closed. */
  closedAt: moment.nullable().describe("Quando foi fechada pela última vez; null enquanto não está fechada"),
  /** The seller's rate when it closed (null while not closed) and the commission it gives. */
  commissionPercent: z
    .number()
    .nullable()
    .describe("A taxa do vendedor ao fechar; null enquanto não está fechada"),
  commission: z.number().nullable(),
  /** null, or the state of a vendedor's price below the car's minimum (docs/business-rules.md "Discount approval"). */
  approval: z
    .enum(SALE_APPROVALS)
    .nullable()
    .describe(
      "pending quando um vendedor vende abaixo do preço mínimo do carro, até um gerente decidir; senão null",
    ),
  /** The car's minimum price the sale was below, when `approval` is set. */
  minimumPrice: z.number().nullable(),
  approvalNote: z.string().nullable(),
  approvalAt: moment.nullable(),
  /** The e-mail of the gerente who decided. */
  approvalBy: z.string().nullable().describe("O e-mail do gerente que decidiu"),
  createdAt: moment,
  updatedAt: moment,
});
export type ApiSale = z.output<typeof apiSaleSchema>;

/** GET /api/sales: a page of sales, and over every match the closed sales' total and the count per status. */
export const saleListAnswerSchema = listPageSchema.extend({
  sales: z.array(apiSaleSchema),
  summary: z.object({
    closedTotal: z.number().describe("Soma das vendas fechadas entre todas as que casam"),
    byStatus: z.record(z.enum(SALE_STATUSES), z.number().int()),
  }),
});
export type SaleListAnswer = z.output<typeof saleListAnswerSchema>;
