import { json, jsonBytes, route } from "@/lib/api/route";
import { readCarJson } from "@/lib/cars/read";
import { deleteCar, updateCar } from "@/lib/cars/service";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";

// GET /api/cars/{id}: one car, sold ones included; 404 {"error":"Carro não encontrado"} otherwise.
export const GET = route(async (_request, { params, actor }) => {
  const { id } = await params;
  return jsonBytes(await readCarJson(id, actor));
}, carEndpoints.read);

// PUT /api/cars/{id}: changes the fields present; photos dropped from `images` are deleted after the save.
export const PUT = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ car: await updateCar(id, body, actor) });
}, carEndpoints.update);

// DELETE /api/cars/{id}: the car, then its photos, with a summary of the photo deletions.
export const DELETE = route(async (_request, { params, actor }) => {
  const { id } = await params;
  return json(await deleteCar(id, actor));
}, carEndpoints.remove);

export const { POST, PATCH, OPTIONS } = otherMethods("GET", "PUT", "DELETE");
