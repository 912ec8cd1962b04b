import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { saleDocumentResponse } from "@/lib/printed-documents/service";
import { SALE_NOT_FOUND } from "@/lib/sales/schema";

// An {id} that cannot be a sale's is answered like an unknown one.
const unknownId = () => notFound(SALE_NOT_FOUND);

// GET /api/sales/{id}/receipt.pdf: the payment receipt ('Recibo') as a PDF attachment; a vendedor only for their own sales.
export const GET = route<{ id: string }>(
  async (_request, { params, actor }) => {
    const { id } = await params;
    return saleDocumentResponse(actor, id, "receipt");
  },
  { permission: "sales:access", unknownId },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
