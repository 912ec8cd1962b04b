import type { ApiAppointment } from "@/lib/appointments/schema";
import { isoDay } from "@/lib/format/dates";

// An appointment as stored and as answered. No server imports: the ticket DTO, read by the tickets tab, uses it.

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
