import { z } from "zod";

import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { cancelReservation, createReservation } from "@/lib/reservations/service";

// An {id} that cannot be a car's is answered like an unknown one.
const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);

// POST /api/cars/{id}/reservation: holds the car for a client until a day (today to 7 days ahead); one active
// reservation per car, whatever the concurrency (409 'Carro já reservado'); 409 'Carro vendido' for a sold car.
export const POST = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ reservation: await createReservation(actor, id, body) }, { status: 201 });
  },
  { permission: "cars:write", unknownId },
);

// DELETE /api/cars/{id}/reservation: ends the active reservation; a vendedor only their own (403).
export const DELETE = route<{ id: string }>(
  async (_request, { params, actor }) => {
    const { id } = await params;
    await cancelReservation(actor, id);
    return json({ success: true });
  },
  { permission: "cars:write", unknownId },
);

export const { GET, PUT, PATCH, HEAD, OPTIONS } = otherMethods("POST", "DELETE");
