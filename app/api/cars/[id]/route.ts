import { z } from "zod";

import { readCarJson } from "@/lib/cars/read";
import { deleteCar, updateCar } from "@/lib/cars/service";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants";
import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { json, jsonBytes, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a car's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);

// GET /api/cars/{id}: one car, sold ones included; 404 {"error":"Carro não encontrado"} otherwise.
export const GET = route<{ id: string }>(
  async (_request, { params, actor }) => {
    const { id } = await params;
    return jsonBytes(await readCarJson(id, actor));
  },
  { unknownId },
);

// PUT /api/cars/{id}: changes the fields present; photos dropped from `images` are deleted after the save.
export const PUT = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ car: await updateCar(id, body, actor) });
  },
  { permission: "cars:write", unknownId },
);

// DELETE /api/cars/{id}: the car, then its photos, with a summary of the photo deletions.
export const DELETE = route<{ id: string }>(
  async (_request, { params, actor }) => {
    const { id } = await params;
    return json(await deleteCar(id, actor));
  },
  { permission: "cars:write", unknownId },
);

export const { POST, PATCH, OPTIONS } = otherMethods("GET", "PUT", "DELETE");
