import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/http/route";
import { createSale, listSales, toApiSale } from "@/lib/sales/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/sales: every sale, newest first (a vendedor sees all, and changes only their own).
export const GET = route(
  async () => {
    const sales = await listSales();
    return json({ sales: sales.map(toApiSale) });
  },
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
