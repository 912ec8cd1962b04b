import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { listInvoicePage } from "@/lib/invoices/list";
import { createInvoice } from "@/lib/invoices/service";
import { invoiceEndpoints } from "@/lib/openapi/endpoints/invoices";

// GET /api/invoices: a page of the invoices matching `q`, newest first unless sorted, CPF/CNPJ also masked for
// display; the sale and purchase totals cover every match.
export const GET = route(
  async (_request, { query }) => json(await listInvoicePage(query)),
  invoiceEndpoints.list,
);

// POST /api/invoices: an empty number is generated (NF + YYYY + MM + sequence); an explicit duplicate is 409.
export const POST = route(
  async (_request, { actor, body }) => json({ invoice: await createInvoice(actor, body) }, { status: 201 }),
  invoiceEndpoints.create,
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
