import { cancelAppointment } from "@/lib/appointments/service";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { ticketEndpoints } from "@/lib/openapi/endpoints/tickets";

// POST /api/appointments/{id}/cancel: staff cancel a booking from its ticket → {appointment} with cancelledAt; the
// slot and the phone's place that day are free again; the lead's timeline says so and its owner is told.
export const POST = route(
  async (_request, { params, actor }) =>
    json({ appointment: await cancelAppointment(actor, (await params).id) }),
  ticketEndpoints.cancelAppointment,
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
