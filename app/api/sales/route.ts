import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { saleEndpoints } from "@/lib/openapi/endpoints/sales";
import { listSalePage } from "@/lib/sales/list";
import { createSale } from "@/lib/sales/service";

// GET /api/sales: a page of the sales matching `q`, newest first unless sorted, with the total and the summary
// of every match (a vendedor sees all, and changes only their own).
export const GET = route(async (_request, { query }) => json(await listSalePage(query)), saleEndpoints.list);

// POST /api/sales: the car snapshot comes from the stock and salespersonId from the session; closing marks the car sold.
export const POST = route(
  async (_request, { actor, body }) => json({ sale: await createSale(actor, body) }, { status: 201 }),
  saleEndpoints.create,
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
