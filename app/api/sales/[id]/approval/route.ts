import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { approvalDecisionSchema } from "@/lib/sales/approval";
import { SALE_NOT_FOUND } from "@/lib/sales/schema";
import { decideApproval } from "@/lib/sales/service";

const unknownId = () => notFound(SALE_NOT_FOUND);

// POST /api/sales/{id}/approval: {approved, note?} by a gerente (admin, developer) on a sale waiting for approval
// (below its car's minimum price); 409 when it is not waiting.
export const POST = route(
  async (_request, { params, actor, body }) => {
    const { id } = await params;
    return json({ sale: await decideApproval(actor, id, body) });
  },
  { path: "/api/sales/{id}/approval", permission: "sales:approve", unknownId, body: approvalDecisionSchema },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
