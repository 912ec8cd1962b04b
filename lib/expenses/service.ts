import "server-only";

import { recordAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import type { Tx } from "@/lib/db/tx";
import { MAX_RECEIPT_BYTES } from "@/lib/constants/uploads";
import {
  EXPENSE_CAR_NOT_FOUND,
  EXPENSE_NOT_FOUND,
  RECEIPT_NOT_FOUND,
  RECEIPT_TOO_LARGE,
  RECEIPT_UNSUPPORTED,
  expenseCreateSchema,
  expenseUpdateSchema,
  type ApiExpense,
} from "@/lib/expenses/schema";
import { carLabel, findCar } from "@/lib/finance/cars";
import { RECEIPT_TYPES } from "@/lib/files/detect";
import {
  deletePrivateFile,
  privateFileResponse,
  storePrivateFile,
  type IncomingFile,
} from "@/lib/files/storage";
import type { UploadRules } from "@/lib/files/upload";
import { isoDay } from "@/lib/format/dates";
import { badRequest, notFound } from "@/lib/http/errors";

// Expenses with an optional receipt (image or PDF up to 5 MB), stored privately in the same transaction as the row.

export const RECEIPT_UPLOAD: UploadRules = {
  fileField: "receipt",
  maxBytes: MAX_RECEIPT_BYTES,
  tooLarge: RECEIPT_TOO_LARGE,
  accepted: RECEIPT_TYPES,
  unsupported: RECEIPT_UNSUPPORTED,
};

export const expenseInclude = {
  car: { select: { brand: true, model: true, year: true } },
  receipt: { select: { fileName: true } },
} as const;

type ExpenseRow = Omit<NonNullable<Awaited<ReturnType<typeof findExpense>>>, "search">;

function findExpense(id: string) {
  return prisma.expense.findUnique({ where: { id }, include: expenseInclude });
}

export function toApiExpense(expense: ExpenseRow): ApiExpense {
  const createdAt = expense.createdAt.toISOString();
  return {
    id: expense.id,
    description: expense.description,
    amount: expense.amount.toNumber(),
    category: expense.category,
    date: isoDay(expense.date),
    carId: expense.carId,
    carLabel: expense.car ? carLabel(expense.car) : null,
    receiptName: expense.receipt?.fileName ?? null,
    hasReceipt: expense.receiptFileId !== null,
    createdAt,
    created_at: createdAt,
  };
}

async function checkCar(tx: Tx, carId: string | null | undefined): Promise<void> {
  if (carId && !(await findCar(tx, carId)))
    throw badRequest(EXPENSE_CAR_NOT_FOUND, { carId: EXPENSE_CAR_NOT_FOUND });
}

/** The expense's own columns, as the audit trail compares them. */
const auditedExpense = (tx: Tx, id: string) => tx.expense.findUnique({ where: { id } });

export async function createExpense(
  actor: Actor,
  fields: unknown,
  receipt: IncomingFile | null,
): Promise<ApiExpense> {
  const input = expenseCreateSchema.parse(fields);
  const id = await prisma.$transaction(async (tx) => {
    await checkCar(tx, input.carId);
    const receiptFileId = receipt ? await storePrivateFile(tx, "receipt", receipt) : null;
    const row = await tx.expense.create({
      data: { ...input, date: dayDate(input.date), receiptFileId },
    });
    await recordAudit(tx, actor, {
      entity: "expense",
      entityId: row.id,
      action: "create",
      before: null,
      after: row,
    });
    return row.id;
  });
  return toApiExpense((await findExpense(id))!);
}

/** Changes the fields sent; a new receipt replaces the stored one, `removeReceipt` drops it, neither keeps it. */
export async function updateExpense(
  actor: Actor,
  id: string,
  fields: unknown,
  receipt: IncomingFile | null,
): Promise<ApiExpense> {
  const existing = await prisma.expense.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw notFound(EXPENSE_NOT_FOUND);
  const { removeReceipt, date, ...input } = expenseUpdateSchema.parse(fields);
  await prisma.$transaction(async (tx) => {
    const current = await auditedExpense(tx, id);
    if (!current) throw notFound(EXPENSE_NOT_FOUND);
    await checkCar(tx, input.carId);
    let receiptFileId: string | null | undefined;
    if (receipt)
      receiptFileId = await storePrivateFile(tx, "receipt", receipt, { replacing: current.receiptFileId });
    else if (removeReceipt) {
      await deletePrivateFile(tx, current.receiptFileId);
      receiptFileId = null;
    }
    const after = await tx.expense.update({
      where: { id },
      data: {
        ...input,
        ...(date ? { date: dayDate(date) } : {}),
        ...(receiptFileId !== undefined ? { receiptFileId } : {}),
      },
    });
    await recordAudit(tx, actor, {
      entity: "expense",
      entityId: id,
      action: "update",
      before: current,
      after,
    });
  });
  return toApiExpense((await findExpense(id))!);
}

export async function deleteExpense(actor: Actor, id: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const existing = await auditedExpense(tx, id);
    if (!existing) throw notFound(EXPENSE_NOT_FOUND);
    await tx.expense.delete({ where: { id } });
    await deletePrivateFile(tx, existing.receiptFileId);
    await recordAudit(tx, actor, {
      entity: "expense",
      entityId: id,
      action: "delete",
      before: existing,
      after: null,
    });
  });
}

export async function receiptDownload(id: string): Promise<Response> {
  const expense = await prisma.expense.findUnique({
    where: { id },
    select: { receipt: { select: { fileName: true, contentType: true, data: true } } },
  });
  if (!expense?.receipt) throw notFound(RECEIPT_NOT_FOUND);
  return privateFileResponse(expense.receipt);
}
