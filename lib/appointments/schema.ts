import { z } from "zod/mini";

import { isOnGrid } from "@/lib/appointments/slots";
import type { TicketStatus } from "@/lib/tickets/dto";
import { isIsoDay } from "@/lib/format/dates";
import { APPOINTMENT_KINDS, type ApiAppointment } from "@/lib/tickets/appointment";
import { CONTACT_FORM_HEADLINES, ticketInputSchema } from "@/lib/tickets/schema";
import { withHeadlines } from "@/lib/validation/input-errors";

// Visit and test-drive booking (docs/business-rules.md "Visit and test-drive booking"): one schema for the booking
// form (zodResolver) and POST /api/appointments. Name, phone, e-mail and car follow the contact tickets' rules and
// texts, so they are taken from that schema. zod/mini, like the other showroom forms; no server imports.

// The appointment's kinds and its answer belong to the ticket that carries it (lib/tickets/appointment.ts); the
// booking's forms read them here, beside the booking's rules.
export {
  APPOINTMENT_KINDS,
  APPOINTMENT_KIND_LABELS,
  type ApiAppointment,
  type AppointmentKind,
} from "@/lib/tickets/appointment";

export const SLOT_UNAVAILABLE = "Horário indisponível";
export const INVALID_DATE = "Data inválida: use o formato AAAA-MM-DD.";
export const INVALID_TIME = "Horário inválido: use HH:MM em intervalos de 30 minutos.";
export const INVALID_KIND = "Tipo de agendamento inválido: use visit ou test-drive.";
export const CAR_SOLD = "Este veículo já foi vendido.";
export const PHONE_LIMIT = "Limite de agendamentos para este telefone";
export const APPOINTMENT_NOT_FOUND = "Agendamento não encontrado";
/** Open bookings one phone number may hold on one day (API.md "Visit and test-drive booking"). */
export const BOOKINGS_PER_PHONE_PER_DAY = 2;
export const SELECT_DATE = "Escolha um dia.";
export const SELECT_TIME = "Escolha um horário.";

const ticketFields = ticketInputSchema.shape;

/** A calendar day "YYYY-MM-DD" that exists (2026-02-30 does not). */
export const isoDateSchema = z.string(INVALID_DATE).check(z.refine(isIsoDay, INVALID_DATE));

const date = z
  .string(SELECT_DATE)
  .check(z.minLength(1, { error: SELECT_DATE, abort: true }), z.refine(isIsoDay, INVALID_DATE));
const time = z
  .string(SELECT_TIME)
  .check(z.minLength(1, { error: SELECT_TIME, abort: true }), z.refine(isOnGrid, INVALID_TIME));

export const appointmentInputSchema = withHeadlines(
  z.object(
    {
      name: ticketFields.name,
      phone: ticketFields.phone,
      email: ticketFields.email,
      carId: ticketFields.carId,
      kind: z.enum(APPOINTMENT_KINDS, INVALID_KIND),
      date,
      time,
    },
    "Dados inválidos",
  ),
  CONTACT_FORM_HEADLINES,
);
export type AppointmentFormInput = z.input<typeof appointmentInputSchema>;
export type AppointmentInput = z.output<typeof appointmentInputSchema>;

/** The query of GET /api/appointments/slots. */
export const slotsQuerySchema = z.object({ date: isoDateSchema }, INVALID_DATE);

/** The query of GET /api/appointments: days from and to, both optional (from defaults to today). */
export const appointmentListQuerySchema = z.object({
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
});

/** An item of GET /api/appointments: the appointment, who booked it and the car's name. */
export type ApiAppointmentListItem = ApiAppointment & {
  ticketId: string;
  name: string;
  phone: string;
  email: string | null;
  status: TicketStatus;
  car: { brand: string; model: string; year: string } | null;
  createdAt: string;
};
