import { z } from "zod/mini";

import { isoDay } from "@/lib/format/dates";

// A ticket's visit or test-drive appointment as stored and as answered (docs/business-rules.md "Visit and
// test-drive booking"). No server imports: the ticket DTO, read by the tickets tab, uses it.

export const APPOINTMENT_KINDS = ["visit", "test-drive"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = {
  visit: "Visita",
  "test-drive": "Test drive",
};

/** An appointment in API answers (also inside a ticket's `appointment`). zod/mini: the booking form reads this module. */
export const apiAppointmentSchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  time: z.string().check(z.describe("HH:MM, horário de São Paulo")),
  kind: z.enum(APPOINTMENT_KINDS),
  carId: z.nullable(z.string()),
  /** When staff cancelled it; a cancelled booking holds no slot. */
  cancelledAt: z
    .nullable(z.iso.datetime())
    .check(z.describe("Quando a equipe cancelou; um cancelado não ocupa horário")),
});
export type ApiAppointment = z.output<typeof apiAppointmentSchema>;

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
