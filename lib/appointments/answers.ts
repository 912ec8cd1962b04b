import { z } from "zod";

import type { Assert, SameShape } from "@/lib/api/same-shape";
import type { ApiAppointmentListItem } from "@/lib/appointments/schema";
import type { Slot } from "@/lib/appointments/slots";
import { TICKET_STATUSES } from "@/lib/constants/contact";
import { apiAppointmentSchema } from "@/lib/tickets/dto";

// The bookings' answers as the OpenAPI document describes them. Apart from lib/appointments/schema.ts, which the
// showroom's booking form reads (zod/mini, every byte counts there); the schemas are checked against its types.

const slotSchema = z.object({ time: z.string().describe("HH:MM"), available: z.boolean() });

/** GET /api/appointments/slots: the day's 30-minute slots, each free or not. */
export const slotsAnswerSchema = z.object({ date: z.iso.date(), slots: z.array(slotSchema) });

/** An item of GET /api/appointments: the appointment, who booked it (from its ticket) and the car's name. */
export const apiAppointmentListItemSchema = apiAppointmentSchema.extend({
  ticketId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  status: z.enum(TICKET_STATUSES).describe("O status do ticket"),
  car: z.object({ brand: z.string(), model: z.string(), year: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});

type _SlotChecked = Assert<SameShape<z.output<typeof slotSchema>, Slot>>;
type _ListItemChecked = Assert<
  SameShape<z.output<typeof apiAppointmentListItemSchema>, ApiAppointmentListItem>
>;
