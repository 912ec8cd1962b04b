import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { saleEndpoints } from "@/lib/openapi/endpoints/sales";
import { deleteSale, updateSale } from "@/lib/sales/service";

// PUT /api/sales/{id}: only the fields sent change; a vendedor may change only the sales they created (403,
// whatever the body holds: the service validates it once the sale is theirs).
export const PUT = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ sale: await updateSale(actor, id, body) });
}, saleEndpoints.update);

// DELETE /api/sales/{id}: a vendedor may delete only the sales they created; a closed sale frees its car.
export const DELETE = route(async (_request, { params, actor }) => {
  const { id } = await params;
  await deleteSale(actor, id);
  return json({ success: true });
}, saleEndpoints.remove);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
