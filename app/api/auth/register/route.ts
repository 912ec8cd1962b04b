import { signedInResponse } from "@/lib/auth/responses";
import { signUp } from "@/lib/auth/service";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { authEndpoints } from "@/lib/openapi/endpoints/auth";

// POST /api/auth/register: 201 {user} and the session cookie (signed in). A role in the body is ignored: the
// account is `user` unless ADMIN_EMAILS / DEVELOPER_EMAILS name its e-mail.
export const POST = route(async (request, { body: input }) => {
  return signedInResponse(await signUp(input, clientAddress(request)), 201);
}, authEndpoints.register);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
