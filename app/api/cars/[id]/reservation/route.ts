import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";
import { cancelReservation, createReservation } from "@/lib/reservations/service";

// POST /api/cars/{id}/reservation: holds the car for a client until a day (today to 7 days ahead); one active
// reservation per car, whatever the concurrency (409 'Carro já reservado'); 409 'Carro vendido' for a sold car.
export const POST = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ reservation: await createReservation(actor, id, body) }, { status: 201 });
}, carEndpoints.reserve);

// DELETE /api/cars/{id}/reservation: ends the active reservation; a vendedor only their own (403).
export const DELETE = route(async (_request, { params, actor }) => {
  const { id } = await params;
  await cancelReservation(actor, id);
  return json({ success: true });
}, carEndpoints.cancelReservation);

export const { GET, PUT, PATCH, HEAD, OPTIONS } = otherMethods("POST", "DELETE");
