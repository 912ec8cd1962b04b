import { searchCars } from "@/lib/cars/read";
import { json, route } from "@/lib/http/route";

// GET /api/cars: the stock with the showroom's filters as query parameters (API.md "Cars"); sold cars only with
// status=sold or status=all. Purchase fields only for callers with the cars permission.
export const GET = route(async (request, { actor }) => {
  return json(await searchCars(new URL(request.url).searchParams, actor));
});
