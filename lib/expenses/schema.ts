import { z } from "zod";

import { EXPENSE_CATEGORIES, MAX_OTHER_AMOUNT } from "@/lib/constants/finance";
import { MAX_RECEIPT_BYTES } from "@/lib/constants/uploads";
import { money, optionalId, requiredDay, requiredText } from "@/lib/finance/fields";
import { listPageSchema } from "@/lib/lists/query";

// Expenses (docs/business-rules.md "Expenses", docs/business-rules.md): one set of rules for the form and the routes.

export const DESCRIPTION_REQUIRED = "Descrição é obrigatória";
export const AMOUNT_NOT_POSITIVE = "Valor deve ser maior que zero";
export const CATEGORY_REQUIRED = "Categoria é obrigatória";
export const DATE_REQUIRED = "Data é obrigatória";
export const RECEIPT_TOO_LARGE = `Arquivo muito grande. Máximo ${MAX_RECEIPT_BYTES / (1024 * 1024)}MB.`;
export const RECEIPT_UNSUPPORTED = "O comprovante deve ser uma imagem (JPEG, PNG ou WebP) ou um PDF.";
export const EXPENSE_NOT_FOUND = "Despesa não encontrada";
export const RECEIPT_NOT_FOUND = "Comprovante não encontrado";
export const EXPENSE_CAR_NOT_FOUND = "Carro não encontrado";
/** Description column width (VarChar(500)). */
export const MAX_EXPENSE_DESCRIPTION = 500;

const expenseFields = {
  description: requiredText(MAX_EXPENSE_DESCRIPTION, DESCRIPTION_REQUIRED),
  amount: money({
    required: AMOUNT_NOT_POSITIVE,
    positive: AMOUNT_NOT_POSITIVE,
    max: MAX_OTHER_AMOUNT,
    tooHigh: "Valor muito alto",
  }),
  category: z.enum(EXPENSE_CATEGORIES, { error: CATEGORY_REQUIRED }),
  date: requiredDay(DATE_REQUIRED),
  carId: optionalId(EXPENSE_CAR_NOT_FOUND),
};

/** POST /api/expenses and the expense form (the receipt travels beside these fields). */
export const expenseCreateSchema = z.object(expenseFields);

/** PUT /api/expenses/{id}: only the fields present change; `removeReceipt` drops the stored receipt. */
export const expenseUpdateSchema = z
  .object(expenseFields)
  .partial()
  .extend({
    removeReceipt: z
      .union([z.boolean(), z.enum(["true", "false"])])
      .optional()
      .transform((value) => value === true || value === "true"),
  });

export type ExpenseFormInput = z.input<typeof expenseCreateSchema>;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** An expense as the API answers it (docs/business-rules.md "Expenses"); `carLabel` names the linked car for lists. */
export const apiExpenseSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number(),
  category: z.enum(EXPENSE_CATEGORIES),
  date: z.iso.date(),
  carId: z.string().nullable(),
  carLabel: z.string().nullable(),
  receiptName: z.string().nullable().describe("O nome do arquivo do comprovante"),
  hasReceipt: z.boolean(),
  createdAt: z.iso.datetime(),
  created_at: z.iso.datetime(),
});
export type ApiExpense = z.output<typeof apiExpenseSchema>;

/** GET /api/expenses: a page of expenses, and over every match the total and the total per category. */
export const expenseListAnswerSchema = listPageSchema.extend({
  expenses: z.array(apiExpenseSchema),
  summary: z.object({ total: z.number(), byCategory: z.record(z.enum(EXPENSE_CATEGORIES), z.number()) }),
});
export type ExpenseListAnswer = z.output<typeof expenseListAnswerSchema>;
