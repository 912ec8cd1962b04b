import { json, route } from "@/lib/api/route";
import { userListQuerySchema } from "@/lib/lists/query";
import { listUserPage } from "@/lib/users/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/users: a page of the accounts matching `q` (e-mail), newest first unless sorted; `staff=true` keeps
// only staff roles (roles tab).
export const GET = route(
  async (_request, { query }) => json(await listUserPage(query)),
  { permission: "users:manage", query: userListQuerySchema },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
