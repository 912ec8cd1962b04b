import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { saleEndpoints } from "@/lib/openapi/endpoints/sales";
import { saleDocumentResponse } from "@/lib/printed-documents/service";

// GET /api/sales/{id}/warranty.pdf: the 90-day warranty term as a PDF attachment; a vendedor only for their own sales.
export const GET = route(
  async (_request, { params, actor }) => saleDocumentResponse(actor, (await params).id, "warranty"),
  saleEndpoints.warranty,
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
