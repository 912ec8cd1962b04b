import "server-only";

import { recordAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/actor";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import { dayDate } from "@/lib/db/day-date";
import type { CarReservation } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/tx";
import { invalidateCarCaches } from "@/lib/finance/cars";
import { isoDay } from "@/lib/format/dates";
import { HttpError, conflict, notFound } from "@/lib/http/errors";
import { toApiReservation } from "@/lib/reservations/dto";
import { canCancelReservation, isReservationActive, reservationEndsAt } from "@/lib/reservations/rules";
import {
  CAR_ALREADY_RESERVED,
  CAR_SOLD,
  NO_ACTIVE_RESERVATION,
  OWN_RESERVATIONS_ONLY,
  type ReservationInput,
  type ApiReservation,
} from "@/lib/reservations/schema";

// Reservations with a deposit (docs/business-rules.md "Reservations"). One active reservation per car is the
// database's rule (a partial unique index on the rows not ended): of two concurrent reservations of a car, the
// second insert fails and is answered 409, whatever the timing. "Active" is read from `until` at read time, so
// a reservation ends at the close of its last day with no job to run; the row of one whose day is over is
// ended (expired) by the next reservation of its car, in that reservation's transaction, to free its place in
// the index. Each change is an update of the car in the audit trail (its `reservation` field).

/** What the car's audit entry shows of a reservation. */
const audited = (row: CarReservation) => ({
  clientName: row.clientName,
  clientPhone: row.clientPhone,
  deposit: row.deposit,
  until: row.until,
});

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/** Locks the car's row (its status and reservations change one writer at a time); 404 when there is none. */
async function lockedCarStatus(tx: Tx, carId: string): Promise<"available" | "sold"> {
  const rows = await tx.$queryRaw<
    Array<{ status: "available" | "sold" }>
  >`SELECT "status"::text AS "status" FROM "Car" WHERE "id" = ${carId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw notFound(CAR_NOT_FOUND_MESSAGE);
  return row.status;
}

/** The car's reservation not ended, if any (at most one, by the index). */
function openReservation(tx: Tx, carId: string) {
  return tx.carReservation.findFirst({ where: { carId, endedAt: null } });
}

/** POST /api/cars/{id}/reservation. */
export async function createReservation(
  actor: Actor,
  carId: string,
  input: ReservationInput,
): Promise<ApiReservation> {
  let created: CarReservation;
  try {
    created = await prisma.$transaction(async (tx) => {
      if ((await lockedCarStatus(tx, carId)) === "sold") throw conflict(CAR_SOLD);
      const open = await openReservation(tx, carId);
      if (open && !isReservationActive({ until: isoDay(open.until), endedAt: null }, new Date())) {
        await tx.carReservation.update({
          where: { id: open.id },
          data: { endedAt: reservationEndsAt(isoDay(open.until)), endReason: "expired" },
          select: { id: true },
        });
      }
      // An active one makes this insert fail on the index: answered 409 below.
      const row = await tx.carReservation.create({
        data: {
          carId,
          clientName: input.clientName,
          clientPhone: input.clientPhone,
          deposit: input.deposit.toFixed(2),
          until: dayDate(input.until),
          createdById: actor.id,
        },
      });
      await recordAudit(tx, actor, {
        entity: "car",
        entityId: carId,
        action: "update",
        before: { reservation: null },
        after: { reservation: audited(row) },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CAR_ALREADY_RESERVED);
    throw error;
  }
  await invalidateCarCaches([carId]);
  return toApiReservation(created);
}

/** DELETE /api/cars/{id}/reservation: ends the active reservation (the row is kept, ended as cancelled). */
export async function cancelReservation(actor: Actor, carId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockedCarStatus(tx, carId);
    const open = await openReservation(tx, carId);
    if (!open || !isReservationActive({ until: isoDay(open.until), endedAt: null }, new Date()))
      throw notFound(NO_ACTIVE_RESERVATION);
    if (!canCancelReservation(actor, open)) throw new HttpError(403, OWN_RESERVATIONS_ONLY);
    await endByStaff(tx, actor, carId, open, "cancelled");
  });
  await invalidateCarCaches([carId]);
}

/**
 * A sale of the car was closed, in the caller's transaction with the car's row locked: the reservation not ended
 * ends with it (sold), or as expired when its day was already over.
 */
export async function endReservationOnSale(tx: Tx, actor: Actor, carId: string): Promise<void> {
  const open = await openReservation(tx, carId);
  if (!open) return;
  const until = isoDay(open.until);
  if (!isReservationActive({ until, endedAt: null }, new Date())) {
    await tx.carReservation.update({
      where: { id: open.id },
      data: { endedAt: reservationEndsAt(until), endReason: "expired" },
      select: { id: true },
    });
    return;
  }
  await endByStaff(tx, actor, carId, open, "sold");
}

/** Ends an open reservation now, on a staff member's act (a cancellation, a sale), written to the audit trail. */
async function endByStaff(
  tx: Tx,
  actor: Actor,
  carId: string,
  open: CarReservation,
  endReason: "cancelled" | "sold",
): Promise<void> {
  await tx.carReservation.update({
    where: { id: open.id },
    data: { endedAt: new Date(), endReason, endedById: actor.id },
    select: { id: true },
  });
  await recordAudit(tx, actor, {
    entity: "car",
    entityId: carId,
    action: "update",
    before: { reservation: audited(open) },
    after: { reservation: null },
  });
}
