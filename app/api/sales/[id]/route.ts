import { readJsonBody } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/api/route";
import { SALE_NOT_FOUND } from "@/lib/sales/schema";
import { deleteSale, updateSale } from "@/lib/sales/service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be a sale's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(SALE_NOT_FOUND);

// PUT /api/sales/{id}: only the fields sent change; a vendedor may change only the sales they created (403,
// whatever the body holds: the service validates it, with saleUpdateSchema, once the sale is theirs).
export const PUT = route(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJsonBody(request);
    return json({ sale: await updateSale(actor, id, body) });
  },
  { path: "/api/sales/{id}", permission: "sales:access", unknownId },
);

// DELETE /api/sales/{id}: a vendedor may delete only the sales they created; a closed sale frees its car.
export const DELETE = route(
  async (_request, { params, actor }) => {
    const { id } = await params;
    await deleteSale(actor, id);
    return json({ success: true });
  },
  { path: "/api/sales/{id}", permission: "sales:access", unknownId },
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
