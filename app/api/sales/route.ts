import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { saleListQuerySchema } from "@/lib/lists/query";
import { listSalePage } from "@/lib/sales/list";
import { saleCreateSchema } from "@/lib/sales/schema";
import { createSale } from "@/lib/sales/service";

// GET /api/sales: a page of the sales matching `q`, newest first unless sorted, with the total and the summary
// of every match (a vendedor sees all, and changes only their own).
export const GET = route(async (_request, { query }) => json(await listSalePage(query)), {
  permission: "sales:access",
  query: saleListQuerySchema,
});

// POST /api/sales: the car snapshot comes from the stock and salespersonId from the session; closing marks the car sold.
export const POST = route(
  async (_request, { actor, body }) => json({ sale: await createSale(actor, body) }, { status: 201 }),
  { permission: "sales:access", body: saleCreateSchema },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
