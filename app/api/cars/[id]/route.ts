import { readCar } from "@/lib/cars/read";
import { json, route } from "@/lib/http/route";

// GET /api/cars/{id}: one car, sold ones included; 404 {"error":"Carro não encontrado"} otherwise.
export const GET = route<{ id: string }>(async (_request, { params, actor }) => {
  const { id } = await params;
  return json({ car: await readCar(id, actor) });
});
