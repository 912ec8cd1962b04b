import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/api/route";
import { queryParams, saleListQuerySchema } from "@/lib/lists/query";
import { listSalePage } from "@/lib/sales/list";
import { createSale } from "@/lib/sales/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/sales: a page of the sales matching `q`, newest first unless sorted, with the total and the summary
// of every match (a vendedor sees all, and changes only their own).
export const GET = route(
  async (request) => json(await listSalePage(saleListQuerySchema.parse(queryParams(request.url)))),
  { permission: "sales:access" },
);

// POST /api/sales: the car snapshot comes from the stock and salespersonId from the session; closing marks the car sold.
export const POST = route(
  async (request, { actor }) => {
    const body = await readJson(request, z.unknown());
    return json({ sale: await createSale(actor, body) }, { status: 201 });
  },
  { permission: "sales:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
