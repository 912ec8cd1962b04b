import { toApiAppointment, type ApiAppointment, type AppointmentRow } from "@/lib/tickets/appointment";
import type { DEFAULT_TICKET_SUBJECT, TICKET_STATUSES, TICKET_SUBJECTS } from "@/lib/constants/contact";
import type { FinancingSimulation } from "@/lib/financing/price-table";

// The ticket of docs/business-rules.md "Contact tickets": camelCase names plus the snake_case ones the original clients read,
// and the car snapshot of a proposal. No server imports: the tickets tab uses the type.

export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type ApiTicketSubject = (typeof TICKET_SUBJECTS)[number] | typeof DEFAULT_TICKET_SUBJECT;

/** The visitor's car of a trade-in appraisal request (subject avaliacao-veiculo); null on other tickets. */
export type ApiTradeIn = {
  brand: string;
  model: string;
  year: string;
  mileage: number;
  plate: string | null;
  notes: string | null;
  photoCount: number;
};

export type ApiTicket = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  subject: ApiTicketSubject;
  message: string;
  status: TicketStatus;
  carId: string | null;
  car_id: string | null;
  car_brand: string | null;
  car_model: string | null;
  car_year: string | null;
  car_price: number | null;
  car_mileage: number | null;
  car_engine: string | null;
  car_fuel: string | null;
  car_color: string | null;
  car_transmission: string | null;
  /** The proposal's financing simulation, computed by the server from the car's price; null when none. */
  financing: FinancingSimulation | null;
  createdAt: string;
  created_at: string;
  updatedAt: string;
  updated_at: string;
  resolvedAt: string | null;
  tradeIn: ApiTradeIn | null;
  /** The visit or test drive booked with this ticket (docs/business-rules.md "Visit and test-drive booking"). */
  appointment: ApiAppointment | null;
  /** The staff member who owns the lead (docs/business-rules.md "Leads"); null while nobody receives leads. */
  assignedTo: ApiLeadOwner | null;
  assignedAt: string | null;
  /** When the first response is due, in opening hours. */
  responseDueAt: string | null;
  firstResponseAt: string | null;
  escalatedAt: string | null;
};

export type ApiLeadOwner = { id: string; name: string; email: string };

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

const FINANCING_KEYS = [
  "downPayment",
  "months",
  "monthlyRate",
  "installment",
  "financedAmount",
  "total",
] as const satisfies ReadonlyArray<keyof FinancingSimulation>;

/** The stored simulation with exactly its six numbers; anything else in the column reads as none. */
function storedFinancing(value: unknown): FinancingSimulation | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (!FINANCING_KEYS.every((key) => typeof record[key] === "number")) return null;
  return Object.fromEntries(FINANCING_KEYS.map((key) => [key, record[key]])) as FinancingSimulation;
}

/** A proposal: sent from a car page, so it carries the car's snapshot (kept when it goes back to pending). */
export function isProposal(ticket: Pick<ApiTicket, "status" | "car_brand" | "car_model">): boolean {
  return ticket.status === "proposal" || Boolean(ticket.car_brand || ticket.car_model);
}
