import { roleCan } from "@/lib/auth/permissions";
import { RESERVATION_MAX_DAYS } from "@/lib/constants/cars";
import { addDays, saoPauloDate, saoPauloMidnight } from "@/lib/format/dates";

// When a reservation holds its car (docs/business-rules.md "Reservations"). Pure, with the clock passed in:
// "active" is worked out at read time from `until`, so a reservation ends at the close of its last day in São
// Paulo with no job to run. No server imports.

/** The days a new reservation may run until: today to RESERVATION_MAX_DAYS ahead, São Paulo calendar. */
export function reservationWindow(now: Date): { first: string; last: string } {
  const today = saoPauloDate(now);
  return { first: today, last: addDays(today, RESERVATION_MAX_DAYS) };
}

export function isWithinReservationWindow(until: string, now: Date): boolean {
  const { first, last } = reservationWindow(now);
  return until >= first && until <= last;
}

/** The instant a reservation running until `until` ("YYYY-MM-DD") ends: the start of the next São Paulo day. */
export function reservationEndsAt(until: string): Date {
  return saoPauloMidnight(addDays(until, 1));
}

/** Holds its car: not ended (cancelled, or ended by a closed sale) and its last day not over. */
export function isReservationActive(
  reservation: { until: string; endedAt: Date | string | null },
  now: Date,
): boolean {
  return reservation.endedAt === null && now.getTime() < reservationEndsAt(reservation.until).getTime();
}

/** Who may end a reservation early: whoever manages every sale, or the one who took it (the cars tab asks too). */
export function canCancelReservation(
  actor: { id: string; role: string } | null,
  reservation: { createdById: string },
): boolean {
  if (!actor) return false;
  return roleCan(actor.role, "sales:manage-all") || reservation.createdById === actor.id;
}
