import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/http/route";
import { deleteInvoice, updateInvoice } from "@/lib/invoices/service";

// PUT /api/invoices/{id}: the whole invoice or only {status}.
export const PUT = route<{ id: string }>(
  async (request, { params }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ invoice: await updateInvoice(id, body) });
  },
  { permission: "invoices:access" },
);

// DELETE /api/invoices/{id}
export const DELETE = route<{ id: string }>(
  async (_request, { params }) => {
    const { id } = await params;
    await deleteInvoice(id);
    return json({ success: true });
  },
  { permission: "invoices:access" },
);
