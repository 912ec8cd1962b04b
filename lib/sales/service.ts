import "server-only";

import { recordAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import type { Tx } from "@/lib/db/tx";
import type { Sale } from "@/lib/db/generated/client";
import { findCar, invalidateCarCaches } from "@/lib/finance/cars";
import { isoDay } from "@/lib/format/dates";
import { maskCpfCnpj } from "@/lib/format/documents";
import { HttpError, badRequest, conflict, notFound } from "@/lib/http/errors";
import { roleCan } from "@/lib/auth/permissions";
import { deliverSoon, enqueueWebhook } from "@/lib/outbox/enqueue";
import { commissionCents } from "@/lib/commissions/rules";
import { fromCents, toCents } from "@/lib/reports/math";
import { endReservationOnSale } from "@/lib/reservations/service";
import {
  approvalAfterChange,
  closingBlockedBy,
  NOT_AWAITING_APPROVAL,
  type ApprovalDecision,
  type SaleApproval,
} from "@/lib/sales/approval";
import { notifyPendingApproval } from "@/lib/sales/notify-approval";
import { canChangeSale } from "@/lib/sales/ownership";
import {
  CAR_ALREADY_SOLD,
  OWN_SALES_ONLY,
  SALE_NOT_FOUND,
  SELECT_VALID_CAR,
  saleUpdateSchema,
  type ApiSale,
  type SaleCreate,
  type SaleStatus,
} from "@/lib/sales/schema";

// The sales rules: a vendedor changes only the sales they created; a closed sale marks its car sold (ending its
// reservation), and cancelling, reopening or deleting it makes the car available again; a car has at most one
// closed sale. Every car status change happens in the sale's transaction, with the car's row locked. A sale
// becoming closed stamps closedAt (the leads report, the commissions), copies the seller's commission rate onto
// the sale and writes the car.sold webhook event in that transaction.
// A vendedor's price below the car's minimum waits for a gerente's approval and cannot be closed meanwhile
// (lib/sales/approval.ts).

export function toApiSale(sale: Omit<Sale, "search">): ApiSale {
  const commissionPercent = sale.commissionPercent?.toNumber() ?? null;
  return {
    id: sale.id,
    carId: sale.carId,
    carBrand: sale.carBrand,
    carModel: sale.carModel,
    carYear: sale.carYear,
    clientName: sale.clientName,
    clientPhone: sale.clientPhone,
    clientEmail: sale.clientEmail,
    clientDocument: sale.clientDocument,
    clientDocumentMasked: sale.clientDocument ? maskCpfCnpj(sale.clientDocument) : null,
    salePrice: sale.salePrice.toNumber(),
    paymentMethod: sale.paymentMethod,
    paymentDetails: sale.paymentDetails,
    salesperson: sale.salesperson,
    salespersonId: sale.salespersonId,
    status: sale.status,
    saleDate: isoDay(sale.saleDate),
    notes: sale.notes,
    closedAt: sale.closedAt?.toISOString() ?? null,
    commissionPercent,
    commission:
      commissionPercent === null
        ? null
        : fromCents(commissionCents(toCents(sale.salePrice), commissionPercent)),
    approval: sale.approval,
    minimumPrice: sale.minimumPrice?.toNumber() ?? null,
    approvalNote: sale.approvalNote,
    approvalAt: sale.approvalAt?.toISOString() ?? null,
    approvalBy: sale.approvalByEmail,
    createdAt: sale.createdAt.toISOString(),
    updatedAt: sale.updatedAt.toISOString(),
  };
}

/** The car's minimum price (null without one, or when the car is gone). */
async function minimumPriceOf(tx: Tx, carId: string | null): Promise<number | null> {
  if (!carId) return null;
  const car = await tx.car.findUnique({ where: { id: carId }, select: { minimumPrice: true } });
  return car?.minimumPrice?.toNumber() ?? null;
}

/** The seller's commission rate now, copied onto a sale as it closes (null when the account is gone). */
async function sellerRate(tx: Tx, sellerId: string | null): Promise<string | null> {
  if (!sellerId) return null;
  const seller = await tx.user.findUnique({ where: { id: sellerId }, select: { commissionPercent: true } });
  return seller ? seller.commissionPercent.toFixed(2) : null;
}

/** 409 when the approval forbids a closed sale. */
function assertMayClose(approval: SaleApproval | null): void {
  const blocked = closingBlockedBy(approval);
  if (blocked) throw conflict(blocked);
}

/**
 * The approval columns of a sale whose approval was decided again (a create, a new price or car): a previous
 * gerente's decision no longer applies, and the minimum is kept only while the sale waits for a new one.
 */
function approvalColumns(approval: SaleApproval | null, minimumPrice: number | null) {
  return {
    approval,
    minimumPrice: approval === null || minimumPrice === null ? null : minimumPrice.toFixed(2),
    approvalNote: null,
    approvalAt: null,
    approvalById: null,
    approvalByEmail: null,
  };
}

/** What the gerentes' e-mail says about a sale waiting for approval. */
function pendingNotice(sale: Sale) {
  return {
    id: sale.id,
    carBrand: sale.carBrand,
    carModel: sale.carModel,
    carYear: sale.carYear,
    clientName: sale.clientName,
    salesperson: sale.salesperson,
    salePrice: sale.salePrice.toNumber(),
    minimumPrice: sale.minimumPrice?.toNumber() ?? 0,
  };
}

async function lockedCar(tx: Tx, carId: string) {
  const car = await findCar(tx, carId, { lock: true });
  if (!car) throw badRequest(SELECT_VALID_CAR, { carId: SELECT_VALID_CAR });
  return car;
}

/** Marks the car sold, refusing a second closed sale of it (409). */
async function closeOnCar(
  tx: Tx,
  actor: Actor,
  carId: string,
  saleId: string | null,
  changed: Set<string>,
): Promise<void> {
  if (await otherClosedSale(tx, carId, saleId)) throw conflict(CAR_ALREADY_SOLD);
  await setCarStatus(tx, actor, carId, "sold", changed);
  await endReservationOnSale(tx, actor, carId);
}

/** Makes the car available again unless another closed sale of it remains. */
async function releaseCar(
  tx: Tx,
  actor: Actor,
  carId: string,
  saleId: string,
  changed: Set<string>,
): Promise<void> {
  if (await otherClosedSale(tx, carId, saleId)) return;
  await setCarStatus(tx, actor, carId, "available", changed);
}

/** Whether a closed sale of the car other than `saleId` exists. */
async function otherClosedSale(tx: Tx, carId: string, saleId: string | null): Promise<boolean> {
  const other = await tx.sale.findFirst({
    where: { carId, status: "closed", ...(saleId ? { id: { not: saleId } } : {}) },
    select: { id: true },
  });
  return other !== null;
}

/**
 * Sets the car's status when it differs, noting the car in `changed`. A car's status set by a sale is a change of
 * the car too: its history shows it (docs/audit.md).
 */
async function setCarStatus(
  tx: Tx,
  actor: Actor,
  carId: string,
  status: "available" | "sold",
  changed: Set<string>,
): Promise<void> {
  const updated = await tx.car.updateMany({
    where: { id: carId, status: { not: status } },
    data: { status },
  });
  if (updated.count === 0) return;
  changed.add(carId);
  await recordAudit(tx, actor, {
    entity: "car",
    entityId: carId,
    action: "update",
    before: { status: status === "sold" ? "available" : "sold" },
    after: { status },
  });
}

/**
 * A sold car goes back on sale (PUT of the car's status) only by someone who may change the closed sale that
 * sold it: a vendedor may not undo another salesperson's sale that way (403), as they may not cancel it.
 */
export async function assertMayReleaseSoldCar(tx: Tx, actor: Actor, carId: string): Promise<void> {
  if (roleCan(actor.role, "sales:manage-all")) return;
  const othersSale = await tx.sale.findFirst({
    where: { carId, status: "closed", OR: [{ salespersonId: null }, { salespersonId: { not: actor.id } }] },
    select: { id: true },
  });
  if (othersSale) throw new HttpError(403, OWN_SALES_ONLY);
}

export async function createSale(actor: Actor, input: SaleCreate): Promise<ApiSale> {
  const status: SaleStatus = input.status ?? "negotiating";
  const changed = new Set<string>();
  const sale = await prisma.$transaction(async (tx) => {
    const car = await lockedCar(tx, input.carId);
    const minimumPrice = await minimumPriceOf(tx, car.id);
    const approval = approvalAfterChange({
      current: null,
      actorRole: actor.role,
      repriced: true,
      salePrice: input.salePrice,
      minimumPrice,
    });
    if (status === "closed") {
      assertMayClose(approval);
      await closeOnCar(tx, actor, car.id, null, changed);
    }
    const created = await tx.sale.create({
      data: {
        ...input,
        status,
        carId: car.id,
        carBrand: car.brand,
        carModel: car.model,
        carYear: car.year,
        saleDate: dayDate(input.saleDate),
        salespersonId: actor.id,
        ...approvalColumns(approval, minimumPrice),
        ...(status === "closed" && {
          closedAt: new Date(),
          commissionPercent: await sellerRate(tx, actor.id),
        }),
      },
    });
    if (approval === "pending") await notifyPendingApproval(tx, pendingNotice(created));
    await recordAudit(tx, actor, {
      entity: "sale",
      entityId: created.id,
      action: "create",
      before: null,
      after: created,
    });
    if (status === "closed") await enqueueWebhook(tx, "car.sold", toApiSale(created));
    return created;
  });
  await invalidateCarCaches([...changed]);
  deliverSoon();
  return toApiSale(sale);
}

/** Locks the sale and checks that the actor may change it: 404 unknown, 403 another vendedor's. */
async function lockedOwnSale(tx: Tx, actor: Actor, id: string): Promise<Sale> {
  const rows = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT "id" FROM "Sale" WHERE "id" = ${id} FOR UPDATE`;
  const sale = rows[0] ? await tx.sale.findUnique({ where: { id } }) : null;
  if (!sale) throw notFound(SALE_NOT_FOUND);
  if (!canChangeSale(actor, sale)) throw new HttpError(403, OWN_SALES_ONLY);
  return sale;
}

export async function updateSale(actor: Actor, id: string, body: unknown): Promise<ApiSale> {
  const changed = new Set<string>();
  const sale = await prisma.$transaction(async (tx) => {
    // Ownership is checked before the body, so another vendedor's sale answers 403 whatever is sent.
    const existing = await lockedOwnSale(tx, actor, id);
    const input = saleUpdateSchema.parse(body);
    const { saleDate, carId: requestedCar, ...rest } = input;
    const carId = requestedCar ?? existing.carId;
    const status = input.status ?? existing.status;

    // Lock every car whose status may change, in id order so two updates never wait on each other crosswise.
    const carIds = [
      ...new Set([existing.carId, carId].filter((value): value is string => Boolean(value))),
    ].sort();
    const snapshots = new Map<string, Awaited<ReturnType<typeof lockedCar>>>();
    for (const lockId of carIds) {
      if (lockId === requestedCar) snapshots.set(lockId, await lockedCar(tx, lockId));
      else {
        const car = await findCar(tx, lockId, { lock: true });
        if (car) snapshots.set(lockId, car);
      }
    }

    // The approval is decided again when what it compares changes: the price or the car.
    const salePrice = input.salePrice ?? existing.salePrice.toNumber();
    const repriced = Math.round(salePrice * 100) !== toCents(existing.salePrice) || carId !== existing.carId;
    const minimumPrice = repriced ? await minimumPriceOf(tx, carId) : null;
    const approval = approvalAfterChange({
      current: existing.approval,
      actorRole: actor.role,
      repriced,
      salePrice,
      minimumPrice,
    });
    if (status === "closed") assertMayClose(approval);

    if (existing.status === "closed" && existing.carId && (existing.carId !== carId || status !== "closed")) {
      await releaseCar(tx, actor, existing.carId, existing.id, changed);
    }
    if (status === "closed" && carId && snapshots.has(carId))
      await closeOnCar(tx, actor, carId, existing.id, changed);

    const closing = status === "closed" && existing.status !== "closed";
    const reopening = status !== "closed" && existing.status === "closed";
    const newCar = requestedCar && requestedCar !== existing.carId ? snapshots.get(requestedCar) : undefined;
    const updated = await tx.sale.update({
      where: { id },
      data: {
        ...rest,
        ...(saleDate ? { saleDate: dayDate(saleDate) } : {}),
        ...(newCar
          ? { carId: newCar.id, carBrand: newCar.brand, carModel: newCar.model, carYear: newCar.year }
          : {}),
        ...(repriced && approvalColumns(approval, minimumPrice)),
        ...(closing && {
          closedAt: new Date(),
          commissionPercent: await sellerRate(tx, existing.salespersonId),
        }),
        ...(reopening && { closedAt: null, commissionPercent: null }),
      },
    });
    if (approval === "pending" && existing.approval !== "pending")
      await notifyPendingApproval(tx, pendingNotice(updated));
    await recordAudit(tx, actor, {
      entity: "sale",
      entityId: id,
      action: "update",
      before: existing,
      after: updated,
    });
    if (status === "closed" && existing.status !== "closed")
      await enqueueWebhook(tx, "car.sold", toApiSale(updated));
    return updated;
  });
  await invalidateCarCaches([...changed]);
  deliverSoon();
  return toApiSale(sale);
}

export async function deleteSale(actor: Actor, id: string): Promise<void> {
  const changed = new Set<string>();
  await prisma.$transaction(async (tx) => {
    const existing = await lockedOwnSale(tx, actor, id);
    if (existing.status === "closed" && existing.carId) {
      await findCar(tx, existing.carId, { lock: true });
      await releaseCar(tx, actor, existing.carId, existing.id, changed);
    }
    await tx.sale.delete({ where: { id } });
    await recordAudit(tx, actor, {
      entity: "sale",
      entityId: id,
      action: "delete",
      before: existing,
      after: null,
    });
  });
  await invalidateCarCaches([...changed]);
}

/**
 * POST /api/sales/{id}/approval (sales:approve): a gerente approves or rejects a sale waiting for approval, with an
 * optional note; 409 when the sale is not waiting.
 */
export async function decideApproval(actor: Actor, id: string, decision: ApprovalDecision): Promise<ApiSale> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT "id" FROM "Sale" WHERE "id" = ${id} FOR UPDATE`;
    const existing = rows[0] ? await tx.sale.findUnique({ where: { id } }) : null;
    if (!existing) throw notFound(SALE_NOT_FOUND);
    if (existing.approval !== "pending") throw conflict(NOT_AWAITING_APPROVAL);
    const updated = await tx.sale.update({
      where: { id },
      data: {
        approval: decision.approved ? "approved" : "rejected",
        approvalNote: decision.note,
        approvalAt: new Date(),
        approvalById: actor.id,
        approvalByEmail: actor.email,
      },
    });
    await recordAudit(tx, actor, {
      entity: "sale",
      entityId: id,
      action: "update",
      before: existing,
      after: updated,
    });
    return toApiSale(updated);
  });
}
