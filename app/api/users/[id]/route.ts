import { HttpError } from "@/lib/http/errors";
import { json, route } from "@/lib/api/route";
import { USER_NOT_FOUND, userUpdateSchema } from "@/lib/users/schema";
import { updateUser } from "@/lib/users/service";
import { otherMethods } from "@/lib/http/methods";

// An {id} that cannot be an account's gets the 404 of an unknown one, {"success":false,"error":…} (docs/business-rules.md "Users and roles").
const unknownId = () => new HttpError(404, USER_NOT_FOUND, { body: { success: false } });

// PUT /api/users/{id}: the fields sent change — {role} ∈ gerente, vendedor, ajudante, user (reaching open sessions
// at once), {receivesLeads}: true or false, and {commissionPercent} from 0 to 20.
export const PUT = route(
  async (_request, { params, actor, body }) => {
    const { id } = await params;
    await updateUser(actor, id, body);
    return json({ success: true });
  },
  { path: "/api/users/{id}", permission: "users:manage", unknownId, body: userUpdateSchema },
);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("PUT");
