import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/api/route";
import { listInvoicePage } from "@/lib/invoices/list";
import { createInvoice } from "@/lib/invoices/service";
import { invoiceListQuerySchema, queryParams } from "@/lib/lists/query";
import { otherMethods } from "@/lib/http/methods";

// GET /api/invoices: a page of the invoices matching `q`, newest first unless sorted, CPF/CNPJ also masked for
// display; the sale and purchase totals cover every match.
export const GET = route(
  async (request) => json(await listInvoicePage(invoiceListQuerySchema.parse(queryParams(request.url)))),
  { permission: "invoices:access" },
);

// POST /api/invoices: an empty number is generated (NF + YYYY + MM + sequence); an explicit duplicate is 409.
export const POST = route(
  async (request, { actor }) => {
    const body = await readJson(request, z.unknown());
    return json({ invoice: await createInvoice(actor, body) }, { status: 201 });
  },
  { permission: "invoices:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
