import { json, route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { userEndpoints } from "@/lib/openapi/endpoints/users";
import { resetUserPassword } from "@/lib/users/service";

// POST /api/users/{id}/reset-password: {temporaryPassword}, shown once; the user's sessions end and their account
// can only change that password until they do. A gerente cannot reset an admin's or developer's (403).
export const POST = route(async (_request, { params, actor }) => {
  const { id } = await params;
  return json({ temporaryPassword: await resetUserPassword(actor, id) });
}, userEndpoints.resetPassword);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
