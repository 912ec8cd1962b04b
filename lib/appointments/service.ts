import "server-only";

import type { Actor } from "@/lib/auth/actor";
import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_NOT_FOUND,
  BOOKINGS_PER_PHONE_PER_DAY,
  CAR_SOLD,
  PHONE_LIMIT,
  SLOT_UNAVAILABLE,
  type ApiAppointment,
  type ApiAppointmentListItem,
  type AppointmentInput,
} from "@/lib/appointments/schema";
import { daySlots, isBookable, type Slot } from "@/lib/appointments/slots";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { dayDate } from "@/lib/db/day-date";
import type { Tx } from "@/lib/db/tx";
import { env } from "@/lib/env";
import { formatDateBR, saoPauloDate } from "@/lib/format/dates";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { cancelledBookingEmail } from "@/lib/leads/emails";
import { recordLeadEvent } from "@/lib/tickets/lead-events";
import { storeLead } from "@/lib/leads/lifecycle";
import { loadTicket, sendLeadEmail } from "@/lib/leads/notify";
import { lockLead, recordFirstResponse } from "@/lib/leads/staff";
import { openingSchedule } from "@/lib/opening-hours/config";
import { deliverSoon } from "@/lib/outbox/enqueue";
import { dealer } from "@/lib/seo/dealer";
import { appointmentSelect, toApiAppointment } from "@/lib/tickets/appointment";
import { isPlausibleId } from "@/lib/validation/ids";

// Booking visits and test drives (docs/business-rules.md "Visit and test-drive booking").
// - A slot holds at most VISIT_SLOT_CAPACITY bookings. Each booking takes a transaction-scoped advisory lock on
//   its slot before counting, so concurrent bookings of one slot queue up and never exceed it; other slots do
//   not wait.
// - Only open bookings hold a slot: one cancelled by staff, or whose ticket was resolved, frees it.
// - One phone number holds at most BOOKINGS_PER_PHONE_PER_DAY open bookings on a day (else anyone could fill the
//   calendar under a few names): a lock per phone and day, taken before the slot's, makes that hold under
//   concurrency too (always in that order, so two bookings never wait on each other).
// - The appointment and its ticket (subject agendamento-visita, status pending) are written in that transaction,
//   and the ticket is opened as a lead there (owner, e-mails, the shopper's invitation).
// - A booking is an anonymous write: the route counts it, before reading its body, in the same rate-limit bucket as
//   POST /api/contact-tickets.

const MAX_LISTED = 500;

/** The bookings that hold their slot and count toward their phone's daily limit. */
const OPEN_BOOKING = {
  cancelledAt: null,
  ticket: { status: { not: "resolved" } },
} satisfies Prisma.AppointmentWhereInput;

const lock = (tx: Tx, key: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

/** The slots of a day with what is booked in them now. */
export async function slotsOf(date: string, now = new Date()): Promise<Slot[]> {
  const groups = await prisma.appointment.groupBy({
    by: ["time"],
    where: { date: dayDate(date), ...OPEN_BOOKING },
    _count: { _all: true },
  });
  const booked = new Map(groups.map((group) => [group.time, group._count._all]));
  return daySlots(date, now, booked, env.VISIT_SLOT_CAPACITY, openingSchedule());
}

/** The ticket's message: what was booked, for the tickets tab and the WhatsApp reply. */
function bookingMessage(input: AppointmentInput, car: { brand: string; model: string; year: string } | null) {
  const what = input.kind === "test-drive" ? "Test drive" : "Visita";
  const carText = car ? ` — ${car.brand} ${car.model} ${car.year}` : "";
  return `${what} agendado(a) para ${formatDateBR(input.date)} às ${input.time}${carText}.`;
}

export async function bookAppointment(input: AppointmentInput, now = new Date()): Promise<ApiAppointment> {
  if (!isBookable(input.date, input.time, now, openingSchedule())) throw conflict(SLOT_UNAVAILABLE);

  const car = input.carId
    ? await prisma.car.findUnique({
        where: { id: input.carId },
        select: { id: true, brand: true, model: true, year: true, status: true },
      })
    : null;
  if (input.carId && !car) throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });
  if (car?.status === "sold") throw badRequest(CAR_SOLD, { carId: CAR_SOLD });

  const date = dayDate(input.date);
  try {
    return await storeLead(async (tx) => {
      await lock(tx, `appointment-phone:${input.phone}:${input.date}`);
      const held = await tx.appointment.count({
        where: { date, ...OPEN_BOOKING, ticket: { ...OPEN_BOOKING.ticket, phone: input.phone } },
      });
      if (held >= BOOKINGS_PER_PHONE_PER_DAY) throw conflict(PHONE_LIMIT);
      await lock(tx, `appointment:${input.date}:${input.time}`);
      const taken = await tx.appointment.count({ where: { date, time: input.time, ...OPEN_BOOKING } });
      if (taken >= env.VISIT_SLOT_CAPACITY) throw conflict(SLOT_UNAVAILABLE);
      const ticket = await tx.contactTicket.create({
        data: {
          name: input.name,
          email: input.email ?? null,
          phone: input.phone,
          subject: "agendamento_visita",
          status: "pending",
          message: bookingMessage(input, car),
          // The car is linked but no proposal snapshot is taken: a booking is not a purchase proposal.
          carId: car?.id ?? null,
        },
        select: { id: true },
      });
      const appointment = await tx.appointment.create({
        data: {
          date,
          time: input.time,
          kind: input.kind === "test-drive" ? "test_drive" : "visit",
          carId: car?.id ?? null,
          ticketId: ticket.id,
        },
        select: appointmentSelect,
      });
      return { ticketId: ticket.id, result: toApiAppointment(appointment) };
    });
  } catch (error) {
    // The car was deleted between the lookup and the insert (foreign key violation).
    if ((error as { code?: string }).code === "P2003")
      throw badRequest(CAR_NOT_FOUND_MESSAGE, { carId: CAR_NOT_FOUND_MESSAGE });
    throw error;
  }
}

/**
 * POST /api/appointments/{id}/cancel (tickets permission): the booking stops holding its slot and its place in
 * the phone's daily limit; the ticket keeps it, marked cancelled. The cancellation goes on the lead's timeline, is
 * its first response when it has none (staff dealt with the shopper), and the owner is e-mailed when someone else
 * cancelled. Cancelling again changes nothing.
 */
export async function cancelAppointment(actor: Actor, id: string): Promise<ApiAppointment> {
  if (!isPlausibleId(id)) throw notFound(APPOINTMENT_NOT_FOUND);
  const now = new Date();
  const { row, emailed } = await prisma.$transaction(async (tx) => {
    const booking = await tx.appointment.findUnique({ where: { id }, select: { ticketId: true } });
    if (!booking) throw notFound(APPOINTMENT_NOT_FOUND);
    // The ticket's row lock first, as every staff change of a lead takes it: one cancellation is recorded once.
    const lead = await lockLead(tx, booking.ticketId);
    const cancelled = await tx.appointment.updateMany({
      where: { id, cancelledAt: null },
      data: { cancelledAt: now },
    });
    const row = toApiAppointment(
      await tx.appointment.findUniqueOrThrow({ where: { id }, select: appointmentSelect }),
    );
    if (cancelled.count === 0) return { row, emailed: false };

    await recordFirstResponse(tx, lead, actor, lead.assignedToId, now);
    await recordLeadEvent(tx, {
      ticketId: lead.id,
      type: "status",
      text: `Agendamento cancelado: ${APPOINTMENT_KIND_LABELS[row.kind]} em ${formatDateBR(row.date)} às ${row.time}`,
      by: actor,
    });
    const ticket = await loadTicket(tx, lead.id);
    const owner = ticket.assignedTo;
    if (!owner || owner.id === actor.id) return { row, emailed: false };
    await sendLeadEmail(tx, cancelledBookingEmail({ lead: ticket, owner, by: actor, dealer: dealer() }), now);
    return { row, emailed: true };
  });
  if (emailed) deliverSoon();
  return row;
}

/**
 * GET /api/appointments: the bookings from `from` (default: today in São Paulo) to `to` (default: no end), by date
 * and time, then booking order; at most MAX_LISTED of them. Cancelled ones are left out (their tickets say so).
 */
export async function listAppointments(
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<ApiAppointmentListItem[]> {
  const from = query.from ?? saoPauloDate(now);
  const rows = await prisma.appointment.findMany({
    where: {
      date: { gte: dayDate(from), ...(query.to ? { lte: dayDate(query.to) } : {}) },
      cancelledAt: null,
    },
    orderBy: [{ date: "asc" }, { time: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    take: MAX_LISTED,
    select: {
      ...appointmentSelect,
      createdAt: true,
      car: { select: { brand: true, model: true, year: true } },
      ticket: { select: { id: true, name: true, phone: true, email: true, status: true } },
    },
  });
  return rows.map((row) => ({
    ...toApiAppointment(row),
    ticketId: row.ticket.id,
    name: row.ticket.name,
    phone: row.ticket.phone,
    email: row.ticket.email,
    status: row.ticket.status,
    car: row.car,
    createdAt: row.createdAt.toISOString(),
  }));
}
