import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/http/route";
import { createInvoice, listInvoices } from "@/lib/invoices/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/invoices: newest first, CPF/CNPJ also masked for display.
export const GET = route(async () => json({ invoices: await listInvoices() }), {
  permission: "invoices:access",
});

// POST /api/invoices: an empty number is generated (NF + YYYY + MM + sequence); an explicit duplicate is 409.
export const POST = route(
  async (request) => {
    const body = await readJson(request, z.unknown());
    return json({ invoice: await createInvoice(body) }, { status: 201 });
  },
  { permission: "invoices:access" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
