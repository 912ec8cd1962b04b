import { signedInResponse } from "@/lib/auth/responses";
import { signInSchema } from "@/lib/auth/schema";
import { signIn } from "@/lib/auth/service";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";
import { otherMethods } from "@/lib/http/methods";

// POST /api/auth/login: 200 {user} and the session cookie; 401 with one text for unknown e-mail and wrong
// password; 429 while the e-mail or the client address is locked (even with the right password).
export const POST = route(
  async (request, { body: input }) => {
  return signedInResponse(await signIn(input, clientAddress(request)), 200);
  },
  { body: signInSchema },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
