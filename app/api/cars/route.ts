import { json, jsonBytes, route } from "@/lib/api/route";
import { searchCarsJson } from "@/lib/cars/read";
import { createCar } from "@/lib/cars/service";
import { otherMethods } from "@/lib/http/methods";
import { carEndpoints } from "@/lib/openapi/endpoints/cars";

// GET /api/cars: the stock with the showroom's filters as query parameters (docs/business-rules.md "Cars"); sold cars only with
// status=sold or status=all. Purchase fields only for callers with the cars permission.
export const GET = route(
  async (_request, { actor, query }) => jsonBytes(await searchCarsJson(query, actor)),
  carEndpoints.list,
);

// POST /api/cars: a new available car, refused with 409 once MAX_CARS available cars exist.
export const POST = route(
  async (_request, { actor, body }) => json({ car: await createCar(body, actor) }, { status: 201 }),
  carEndpoints.create,
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
