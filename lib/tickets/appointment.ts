import { isoDay } from "@/lib/format/dates";

// A ticket's visit or test-drive appointment as stored and as answered (docs/business-rules.md "Visit and
// test-drive booking"). No server imports: the ticket DTO, read by the tickets tab, uses it.

export const APPOINTMENT_KINDS = ["visit", "test-drive"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = {
  visit: "Visita",
  "test-drive": "Test drive",
};

/** An appointment in API answers (also inside a ticket's `appointment`). */
export type ApiAppointment = {
  id: string;
  date: string;
  time: string;
  kind: AppointmentKind;
  carId: string | null;
  /** When staff cancelled it; a cancelled booking holds no slot. */
  cancelledAt: string | null;
};

/** The columns every appointment answer reads (also the `appointment` of a ticket). */
export const appointmentSelect = {
  id: true,
  date: true,
  time: true,
  kind: true,
  carId: true,
  cancelledAt: true,
} as const;

export type AppointmentRow = {
  id: string;
  date: Date;
  time: string;
  kind: "visit" | "test_drive";
  carId: string | null;
  cancelledAt: Date | null;
};

export function toApiAppointment(row: AppointmentRow): ApiAppointment {
  return {
    id: row.id,
    date: isoDay(row.date),
    time: row.time,
    // Stored as the enum name test_drive; the API spells it test-drive.
    kind: row.kind === "test_drive" ? "test-drive" : "visit",
    carId: row.carId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
