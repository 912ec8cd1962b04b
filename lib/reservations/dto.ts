import type { CarReservation } from "@/lib/db/generated/client";
import { isoDay } from "@/lib/format/dates";
import type { ApiReservation } from "@/lib/reservations/schema";

/** The columns a reservation is answered with. */
export const reservationColumns = {
  id: true,
  carId: true,
  clientName: true,
  clientPhone: true,
  deposit: true,
  until: true,
  createdById: true,
  createdAt: true,
} as const;

/** A reservation row as the API answers it: money a number, the day "YYYY-MM-DD", the moment ISO text. */
export function toApiReservation(row: Pick<CarReservation, keyof typeof reservationColumns>): ApiReservation {
  return {
    id: row.id,
    carId: row.carId,
    clientName: row.clientName,
    clientPhone: row.clientPhone,
    deposit: row.deposit.toNumber(),
    until: isoDay(row.until),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}
