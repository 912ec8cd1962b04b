import { APPOINTMENT_NOT_FOUND } from "@/lib/appointments/schema";
import { cancelAppointment } from "@/lib/appointments/service";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";

// POST /api/appointments/{id}/cancel: staff cancel a booking from its ticket → {appointment} with cancelledAt; the
// slot and the phone's place that day are free again; the lead's timeline says so and its owner is told.
export const POST = route(
  async (_request, { params, actor }) =>
    json({ appointment: await cancelAppointment(actor, (await params).id) }),
  { path: "/api/appointments/{id}/cancel", permission: "tickets:access", unknownId: () => notFound(APPOINTMENT_NOT_FOUND) },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
