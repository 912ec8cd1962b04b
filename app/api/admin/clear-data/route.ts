import { clearData, countCleanupData } from "@/lib/cleanup/service";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { adminEndpoints } from "@/lib/openapi/endpoints/admin";

// GET /api/admin/clear-data (beyond the agreed API, same permission): {counts}, the rows each category would delete
// now, shown in the confirmation dialogs.
export const GET = route(
  async () => json({ counts: await countCleanupData() }),
  adminEndpoints.cleanupCounts,
);

// POST /api/admin/clear-data: {dataType} ∈ sales, expenses, documents, invoices, tickets, analytics, reports →
// {success:true, message, deletedCount}, all in one transaction; an unknown type is 400.
export const POST = route(
  async (_request, { body }) => json(await clearData(body.dataType)),
  adminEndpoints.clearData,
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
