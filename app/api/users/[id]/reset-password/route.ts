import { HttpError } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { json, route } from "@/lib/api/route";
import { USER_NOT_FOUND } from "@/lib/users/schema";
import { resetUserPassword } from "@/lib/users/service";

const unknownId = () => new HttpError(404, USER_NOT_FOUND, { body: { success: false } });

// POST /api/users/{id}/reset-password: {temporaryPassword}, shown once; the user's sessions end and their account
// can only change that password until they do. A gerente cannot reset an admin's or developer's (403).
export const POST = route(
  async (_request, { params, actor }) => {
    const { id } = await params;
    return json({ temporaryPassword: await resetUserPassword(actor, id) });
  },
  { path: "/api/users/{id}/reset-password", permission: "users:manage", unknownId },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods("POST");
