import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { deleteInvoice, updateInvoice } from "@/lib/invoices/service";
import { invoiceEndpoints } from "@/lib/openapi/endpoints/invoices";

// PUT /api/invoices/{id}: the whole invoice or only {status}; an unknown invoice is 404 whatever the body holds.
export const PUT = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ invoice: await updateInvoice(actor, id, body) });
}, invoiceEndpoints.update);

// DELETE /api/invoices/{id}
export const DELETE = route(async (_request, { params, actor }) => {
  const { id } = await params;
  await deleteInvoice(actor, id);
  return json({ success: true });
}, invoiceEndpoints.remove);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
