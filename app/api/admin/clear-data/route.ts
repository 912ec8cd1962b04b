import { clearDataSchema } from "@/lib/cleanup/schema";
import { clearData, countCleanupData } from "@/lib/cleanup/service";
import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// GET /api/admin/clear-data (beyond the agreed API, same permission): {counts}, the rows each category would delete
// now, shown in the confirmation dialogs.
export const GET = route(async () => json({ counts: await countCleanupData() }), {
  permission: "cleanup:run",
});

// POST /api/admin/clear-data: {dataType} ∈ sales, expenses, documents, invoices, tickets, analytics, reports →
// {success:true, message, deletedCount}, all in one transaction; an unknown type is 400.
export const POST = route(async (_request, { body }) => json(await clearData(body.dataType)), {
  permission: "cleanup:run",
  body: clearDataSchema,
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
