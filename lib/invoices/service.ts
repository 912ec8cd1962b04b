import "server-only";

import { recordAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import type { Tx } from "@/lib/db/tx";
import type { Invoice } from "@/lib/db/generated/client";
import { carLabel, findCar } from "@/lib/finance/cars";
import { isoDay } from "@/lib/format/dates";
import { maskCpfCnpj } from "@/lib/format/documents";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { formatInvoiceNumber, invoicePeriod } from "@/lib/invoices/numbering";
import {
  DUPLICATE_INVOICE_NUMBER,
  INVOICE_CAR_NOT_FOUND,
  INVOICE_NOT_FOUND,
  type InvoiceCreate,
  invoiceUpdateSchema,
  type ApiInvoice,
} from "@/lib/invoices/schema";

// Invoices (notas fiscais). A generated number takes the next value of its month's counter inside the insert's
// transaction (the counter row stays locked until commit, so concurrent creates never share a number) and skips
// numbers already taken explicitly.

type InvoiceRow = Omit<Invoice, "search"> & { car: { brand: string; model: string; year: string } | null };

export function toApiInvoice(invoice: InvoiceRow): ApiInvoice {
  const snapshot =
    invoice.carBrand && invoice.carModel
      ? { brand: invoice.carBrand, model: invoice.carModel, year: invoice.carYear ?? "" }
      : null;
  return {
    id: invoice.id,
    type: invoice.type,
    number: invoice.number,
    carId: invoice.carId,
    carLabel: snapshot ? carLabel(snapshot) : invoice.car ? carLabel(invoice.car) : null,
    clientName: invoice.clientName,
    clientDocument: invoice.clientDocument,
    clientDocumentMasked: maskCpfCnpj(invoice.clientDocument),
    amount: invoice.amount.toNumber(),
    issueDate: isoDay(invoice.issueDate),
    status: invoice.status,
    description: invoice.description,
    createdAt: invoice.createdAt.toISOString(),
  };
}

export const invoiceInclude = { car: { select: { brand: true, model: true, year: true } } } as const;

/** The next free generated number of the month: the counter goes up atomically, numbers taken explicitly are skipped. */
export async function nextInvoiceNumber(tx: Tx, period: string): Promise<string> {
  for (;;) {
    const rows = await tx.$queryRaw<Array<{ lastValue: number }>>`
      INSERT INTO "InvoiceCounter" ("period", "lastValue", "updatedAt") VALUES (${period}, 1, now())
      ON CONFLICT ("period") DO UPDATE SET "lastValue" = "InvoiceCounter"."lastValue" + 1, "updatedAt" = now()
      RETURNING "lastValue"`;
    const number = formatInvoiceNumber(period, Number(rows[0]!.lastValue));
    const taken = await tx.invoice.findUnique({ where: { number }, select: { id: true } });
    if (!taken) return number;
  }
}

async function carSnapshot(tx: Tx, carId: string | null) {
  if (!carId) return { carId: null, carBrand: null, carModel: null, carYear: null };
  const car = await findCar(tx, carId);
  if (!car) throw badRequest(INVOICE_CAR_NOT_FOUND, { carId: INVOICE_CAR_NOT_FOUND });
  return { carId: car.id, carBrand: car.brand, carModel: car.model, carYear: car.year };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

const GENERATED_NUMBER_ATTEMPTS = 5;

/** The invoice's own columns, as the audit trail compares them. */
function auditedInvoice({ car: _car, ...columns }: InvoiceRow): Omit<InvoiceRow, "car"> {
  return columns;
}

export async function createInvoice(actor: Actor, input: InvoiceCreate): Promise<ApiInvoice> {
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await prisma.$transaction(async (tx) => {
        const number = input.number ?? (await nextInvoiceNumber(tx, invoicePeriod(input.issueDate)));
        const created = await tx.invoice.create({
          data: {
            ...input,
            ...(await carSnapshot(tx, input.carId)),
            number,
            status: input.status ?? "issued",
            issueDate: dayDate(input.issueDate),
          },
          include: invoiceInclude,
        });
        await recordAudit(tx, actor, {
          entity: "invoice",
          entityId: created.id,
          action: "create",
          before: null,
          after: auditedInvoice(created),
        });
        return created;
      });
      return toApiInvoice(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // An explicit number is the client's duplicate; a generated one collided with an explicit number being
      // written at the same moment, so the next attempt takes the following sequence.
      if (input.number || attempt >= GENERATED_NUMBER_ATTEMPTS) throw conflict(DUPLICATE_INVOICE_NUMBER);
    }
  }
}

/** The fields sent change; an empty number keeps the current one. */
export async function updateInvoice(actor: Actor, id: string, body: unknown): Promise<ApiInvoice> {
  const existing = await prisma.invoice.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw notFound(INVOICE_NOT_FOUND);
  const { number, carId, issueDate, ...input } = invoiceUpdateSchema.parse(body);
  try {
    const row = await prisma.$transaction(async (tx) => {
      const before = await tx.invoice.findUnique({ where: { id } });
      if (!before) throw notFound(INVOICE_NOT_FOUND);
      const after = await tx.invoice.update({
        where: { id },
        data: {
          ...input,
          ...(number ? { number } : {}),
          ...(carId !== undefined ? await carSnapshot(tx, carId) : {}),
          ...(issueDate ? { issueDate: dayDate(issueDate) } : {}),
        },
        include: invoiceInclude,
      });
      await recordAudit(tx, actor, {
        entity: "invoice",
        entityId: id,
        action: "update",
        before,
        after: auditedInvoice(after),
      });
      return after;
    });
    return toApiInvoice(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_INVOICE_NUMBER);
    if ((error as { code?: unknown }).code === "P2025") throw notFound(INVOICE_NOT_FOUND);
    throw error;
  }
}

export async function deleteInvoice(actor: Actor, id: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const before = await tx.invoice.findUnique({ where: { id } });
    const deleted = before ? await tx.invoice.deleteMany({ where: { id } }) : null;
    if (!before || !deleted?.count) throw notFound(INVOICE_NOT_FOUND);
    await recordAudit(tx, actor, { entity: "invoice", entityId: id, action: "delete", before, after: null });
  });
}
