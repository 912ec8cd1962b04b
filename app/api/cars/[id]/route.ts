import { readCarJson } from "@/lib/cars/read";
import { carUpdateSchema } from "@/lib/cars/schema";
import { deleteCar, updateCar } from "@/lib/cars/service";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { notFound } from "@/lib/http/errors";
import { json, jsonBytes, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a car's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);

// GET /api/cars/{id}: one car, sold ones included; 404 {"error":"Carro não encontrado"} otherwise.
export const GET = route(
  async (_request, { params, actor }) => {
    const { id } = await params;
    return jsonBytes(await readCarJson(id, actor));
  },
  { path: "/api/cars/{id}", unknownId },
);

// PUT /api/cars/{id}: changes the fields present; photos dropped from `images` are deleted after the save.
export const PUT = route(
  async (_request, { params, actor, body }) => {
    const { id } = await params;
    return json({ car: await updateCar(id, body, actor) });
  },
  { path: "/api/cars/{id}", permission: "cars:write", unknownId, body: carUpdateSchema },
);

// DELETE /api/cars/{id}: the car, then its photos, with a summary of the photo deletions.
export const DELETE = route(
  async (_request, { params, actor }) => {
    const { id } = await params;
    return json(await deleteCar(id, actor));
  },
  { path: "/api/cars/{id}", permission: "cars:write", unknownId },
);

export const { POST, PATCH, OPTIONS } = otherMethods("GET", "PUT", "DELETE");
