import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { userEndpoints } from "@/lib/openapi/endpoints/users";
import { updateUser } from "@/lib/users/service";

// PUT /api/users/{id}: the fields sent change — {role} ∈ gerente, vendedor, ajudante, user (reaching open sessions
// at once), {receivesLeads}: true or false, and {commissionPercent} from 0 to 20. An {id} that cannot be an
// account's gets the 404 of an unknown one, {"success":false,"error":…}.
export const PUT = route(async (_request, { params, actor, body }) => {
  const { id } = await params;
  await updateUser(actor, id, body);
  return json({ success: true });
}, userEndpoints.update);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("PUT");
