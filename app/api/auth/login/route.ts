import { signedInResponse } from "@/lib/auth/responses";
import { signIn } from "@/lib/auth/service";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { authEndpoints } from "@/lib/openapi/endpoints/auth";

// POST /api/auth/login: 200 {user} and the session cookie; 401 with one text for unknown e-mail and wrong
// password; 429 while the e-mail or the client address is locked (even with the right password).
export const POST = route(async (request, { body: input }) => {
  return signedInResponse(await signIn(input, clientAddress(request)), 200);
}, authEndpoints.login);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
