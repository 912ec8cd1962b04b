import { APPOINTMENT_NOT_FOUND } from "@/lib/appointments/schema";
import { cancelAppointment } from "@/lib/appointments/service";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/http/route";

// POST /api/appointments/{id}/cancel: staff cancel a booking from its ticket → {appointment} with cancelledAt; the
// slot and the phone's place that day are free again.
export const POST = route<{ id: string }>(
  async (_request, { params }) => json({ appointment: await cancelAppointment((await params).id) }),
  { permission: "tickets:access", unknownId: () => notFound(APPOINTMENT_NOT_FOUND) },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
