import { signedOutResponse } from "@/lib/auth/responses";
import { signOut } from "@/lib/auth/service";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";
import { authEndpoints } from "@/lib/openapi/endpoints/auth";

// POST /api/auth/logout: clears the cookie and ends the session on the server, so a replayed cookie gets 401.
export const POST = route(async (request) => {
  await signOut(request.headers);
  return signedOutResponse(request.headers);
}, authEndpoints.logout);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
