import { readJsonBody } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/api/route";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/schema";
import { deleteInvoice, updateInvoice } from "@/lib/invoices/service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be an invoice's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(INVOICE_NOT_FOUND);

// PUT /api/invoices/{id}: the whole invoice or only {status}. An unknown invoice is 404 whatever the body holds,
// so the service validates the body (invoiceUpdateSchema) after finding the invoice.
export const PUT = route(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJsonBody(request);
    return json({ invoice: await updateInvoice(actor, id, body) });
  },
  { path: "/api/invoices/{id}", permission: "invoices:access", unknownId },
);

// DELETE /api/invoices/{id}
export const DELETE = route(
  async (_request, { params, actor }) => {
    const { id } = await params;
    await deleteInvoice(actor, id);
    return json({ success: true });
  },
  { path: "/api/invoices/{id}", permission: "invoices:access", unknownId },
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
