import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { saleEndpoints } from "@/lib/openapi/endpoints/sales";
import { decideApproval } from "@/lib/sales/service";

// POST /api/sales/{id}/approval: {approved, note?} by a gerente (admin, developer) on a sale waiting for approval
// (below its car's minimum price); 409 when it is not waiting.
export const POST = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  return json({ sale: await decideApproval(actor, id, body) });
}, saleEndpoints.decideApproval);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
