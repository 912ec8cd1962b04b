import { z } from "zod";

import { searchCarsJson } from "@/lib/cars/read";
import { createCar } from "@/lib/cars/service";
import { readJson } from "@/lib/http/body";
import { json, jsonBytes, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// GET /api/cars: the stock with the showroom's filters as query parameters (docs/business-rules.md "Cars"); sold cars only with
// status=sold or status=all. Purchase fields only for callers with the cars permission.
export const GET = route(async (request, { actor }) => {
  return jsonBytes(await searchCarsJson(new URL(request.url).searchParams, actor));
});

// POST /api/cars: a new available car, refused with 409 once MAX_CARS available cars exist.
export const POST = route(
  async (request, { actor }) => {
    const body = await readJson(request, z.unknown());
    return json({ car: await createCar(body, actor) }, { status: 201 });
  },
  { permission: "cars:write" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
