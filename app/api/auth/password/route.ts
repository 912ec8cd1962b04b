import { authSecret } from "@/lib/auth/secret";
import { changePassword } from "@/lib/auth/service";
import { encodeSessionToken, sessionCookies } from "@/lib/auth/session-token";
import { clientAddress } from "@/lib/http/client-address";
import { otherMethods } from "@/lib/http/methods";
import { authEndpoints } from "@/lib/openapi/endpoints/auth";
import { route } from "@/lib/api/route";

// PUT /api/auth/password: {currentPassword, newPassword} → {success:true}. The account's other sessions end; this
// one gets a fresh cookie. Open to an account that must change a temporary password (that is its way out).
export const PUT = route(async (request, { body: input }) => {
  const claims = await changePassword(request.headers, input, clientAddress(request));
  const response = Response.json({ success: true });
  const token = await encodeSessionToken(claims, authSecret());
  for (const cookie of sessionCookies(token, claims.role)) response.headers.append("Set-Cookie", cookie);
  return response;
}, authEndpoints.changePassword);

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("PUT");
