import { z } from "zod";

import { readJson } from "@/lib/http/body";
import { notFound } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { SALE_NOT_FOUND } from "@/lib/sales/schema";
import { decideApproval } from "@/lib/sales/service";

const unknownId = () => notFound(SALE_NOT_FOUND);

// POST /api/sales/{id}/approval: {approved, note?} by a gerente (admin, developer) on a sale waiting for approval
// (below its car's minimum price); 409 when it is not waiting.
export const POST = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const body = await readJson(request, z.unknown());
    return json({ sale: await decideApproval(actor, id, body) });
  },
  { permission: "sales:approve", unknownId },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
