import { z } from "zod";

import type { Assert, SameShape } from "@/lib/api/same-shape";
import {
  APPOINTMENT_KINDS,
  toApiAppointment,
  type ApiAppointment,
  type AppointmentRow,
} from "@/lib/tickets/appointment";
import { DEFAULT_TICKET_SUBJECT, TICKET_STATUSES, TICKET_SUBJECTS } from "@/lib/constants/contact";
import type { FinancingSimulation } from "@/lib/financing/price-table";
import { listPageSchema } from "@/lib/lists/query";

// The ticket of docs/business-rules.md "Contact tickets": camelCase names plus the snake_case ones the original clients read,
// and the car snapshot of a proposal. No server imports: the tickets tab uses the type.

export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type ApiTicketSubject = (typeof TICKET_SUBJECTS)[number] | typeof DEFAULT_TICKET_SUBJECT;

const moment = z.iso.datetime();

/**
 * A booking as answered, alone or inside its ticket. Its type stays in lib/tickets/appointment.ts, which the
 * showroom's booking form reads without zod classic; the schema is checked against it.
 */
export const apiAppointmentSchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  time: z.string().describe("HH:MM, horário de São Paulo"),
  kind: z.enum(APPOINTMENT_KINDS),
  carId: z.string().nullable(),
  cancelledAt: moment.nullable().describe("Quando a equipe cancelou; um cancelado não ocupa horário"),
});
type _AppointmentChecked = Assert<SameShape<z.output<typeof apiAppointmentSchema>, ApiAppointment>>;

/** The visitor's car of a trade-in appraisal request (subject avaliacao-veiculo); null on other tickets. */
export const apiTradeInSchema = z.object({
  brand: z.string(),
  model: z.string(),
  year: z.string(),
  mileage: z.number().int(),
  plate: z.string().nullable(),
  notes: z.string().nullable(),
  photoCount: z.number().int(),
});
export type ApiTradeIn = z.output<typeof apiTradeInSchema>;

export const apiLeadOwnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ApiLeadOwner = z.output<typeof apiLeadOwnerSchema>;

/** A proposal's financing simulation as stored and answered: exactly its six numbers. */
const financingSchema = z.object({
  downPayment: z.number(),
  months: z.number().int(),
  monthlyRate: z.number().describe("% ao mês, ex.: 1.79"),
  installment: z.number(),
  financedAmount: z.number(),
  total: z.number().describe("Entrada + parcela × meses"),
}) satisfies z.ZodType<FinancingSimulation>;

export const apiTicketSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  subject: z.enum([...TICKET_SUBJECTS, DEFAULT_TICKET_SUBJECT]),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  carId: z.string().nullable(),
  car_id: z.string().nullable(),
  car_brand: z.string().nullable(),
  car_model: z.string().nullable(),
  car_year: z.string().nullable(),
  car_price: z.number().nullable(),
  car_mileage: z.number().int().nullable(),
  car_engine: z.string().nullable(),
  car_fuel: z.string().nullable(),
  car_color: z.string().nullable(),
  car_transmission: z.string().nullable(),
  /** The proposal's financing simulation, computed by the server from the car's price; null when none. */
  financing: financingSchema
    .nullable()
    .describe("A simulação de financiamento da proposta, calculada pelo servidor; null sem ela"),
  createdAt: moment,
  created_at: moment,
  updatedAt: moment,
  updated_at: moment,
  resolvedAt: moment.nullable(),
  tradeIn: apiTradeInSchema.nullable().describe("O carro do pedido de avaliação; null nos demais tickets"),
  /** The visit or test drive booked with this ticket (docs/business-rules.md "Visit and test-drive booking"). */
  appointment: apiAppointmentSchema.nullable(),
  /** The staff member who owns the lead (docs/business-rules.md "Leads"); null while nobody receives leads. */
  assignedTo: apiLeadOwnerSchema
    .nullable()
    .describe("O responsável pelo lead; null enquanto ninguém recebe leads"),
  assignedAt: moment.nullable(),
  /** When the first response is due, in opening hours. */
  responseDueAt: moment.nullable().describe("Prazo da primeira resposta, contado no horário de atendimento"),
  firstResponseAt: moment.nullable(),
  escalatedAt: moment.nullable(),
});
export type ApiTicket = z.output<typeof apiTicketSchema>;

/** GET /api/contact-tickets: a page of tickets, and over every match how many are open (pending or proposal). */
export const ticketListAnswerSchema = listPageSchema.extend({
  tickets: z.array(apiTicketSchema),
  summary: z.object({ open: z.number().int().describe("Pendentes e propostas entre todos os que casam") }),
});
export type TicketListAnswer = z.output<typeof ticketListAnswerSchema>;

/** A stored ticket as the database returns it (money as a Decimal-like value). */
export type TicketRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  subject: string;
  message: string;
  status: TicketStatus;
  carId: string | null;
  carBrand: string | null;
  carModel: string | null;
  carYear: string | null;
  carPrice: { toNumber(): number } | null;
  carMileage: number | null;
  carEngine: string | null;
  carFuel: string | null;
  carColor: string | null;
  carTransmission: string | null;
  /** JSON as stored (FinancingSimulation), or null. */
  financing?: unknown;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
  tradeInBrand: string | null;
  tradeInModel: string | null;
  tradeInYear: string | null;
  tradeInMileage: number | null;
  tradeInPlate: string | null;
  tradeInNotes: string | null;
  _count: { tradeInPhotos: number };
  appointment: AppointmentRow | null;
  assignedTo: ApiLeadOwner | null;
  assignedAt: Date | null;
  responseDueAt: Date | null;
  firstResponseAt: Date | null;
  escalatedAt: Date | null;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toApiTradeIn(row: TicketRow): ApiTradeIn | null {
  if (row.tradeInBrand === null || row.tradeInModel === null || row.tradeInYear === null) return null;
  return {
    brand: row.tradeInBrand,
    model: row.tradeInModel,
    year: row.tradeInYear,
    mileage: row.tradeInMileage ?? 0,
    plate: row.tradeInPlate,
    notes: row.tradeInNotes,
    photoCount: row._count.tradeInPhotos,
  };
}

export function toApiTicket(row: TicketRow): ApiTicket {
  const createdAt = row.createdAt.toISOString();
  const updatedAt = row.updatedAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    // Stored as enum names (interesse_veiculo); the API spells them with hyphens (interesse-veiculo).
    subject: row.subject.replaceAll("_", "-") as ApiTicketSubject,
    message: row.message,
    status: row.status,
    carId: row.carId,
    car_id: row.carId,
    car_brand: row.carBrand,
    car_model: row.carModel,
    car_year: row.carYear,
    car_price: row.carPrice ? row.carPrice.toNumber() : null,
    car_mileage: row.carMileage,
    car_engine: row.carEngine,
    car_fuel: row.carFuel,
    car_color: row.carColor,
    car_transmission: row.carTransmission,
    financing: storedFinancing(row.financing),
    createdAt,
    created_at: createdAt,
    updatedAt,
    updated_at: updatedAt,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    tradeIn: toApiTradeIn(row),
    appointment: row.appointment ? toApiAppointment(row.appointment) : null,
    assignedTo: row.assignedTo,
    assignedAt: iso(row.assignedAt),
    responseDueAt: iso(row.responseDueAt),
    firstResponseAt: iso(row.firstResponseAt),
    escalatedAt: iso(row.escalatedAt),
  };
}

/** The stored simulation with exactly its six numbers; anything else in the column reads as none. */
function storedFinancing(value: unknown): FinancingSimulation | null {
  const parsed = financingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A proposal: sent from a car page, so it carries the car's snapshot (kept when it goes back to pending). */
export function isProposal(ticket: Pick<ApiTicket, "status" | "car_brand" | "car_model">): boolean {
  return ticket.status === "proposal" || Boolean(ticket.car_brand || ticket.car_model);
}
