import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/api/route";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/schema";
import { deleteInvoice, updateInvoice } from "@/lib/invoices/service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be an invoice's is answered like an unknown one, before anything else reads it.
const unknownId = () => notFound(INVOICE_NOT_FOUND);

// PUT /api/invoices/{id}: the whole invoice or only {status}.
export const PUT = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ invoice: await updateInvoice(actor, id, body) });
  },
  { permission: "invoices:access", unknownId },
);

// DELETE /api/invoices/{id}
export const DELETE = route<{ id: string }>(
  async (_request, { params, actor }) => {
    const { id } = await params;
    await deleteInvoice(actor, id);
    return json({ success: true });
  },
  { permission: "invoices:access", unknownId },
);

export const { GET, POST, PATCH, HEAD, OPTIONS } = otherMethods("PUT", "DELETE");
