import { json, route } from "@/lib/api/route";
import { findUserByEmail } from "@/lib/users/service";
import { otherMethods } from "@/lib/http/methods";
import { userEndpoints } from "@/lib/openapi/endpoints/users";

// GET /api/users/check/{email}: whether an account exists, before a role is given to it.
export const GET = route(async (_request, { params }) => {
  const user = await findUserByEmail((await params).email);
  return json(user ? { exists: true, user } : { exists: false });
}, userEndpoints.check);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
