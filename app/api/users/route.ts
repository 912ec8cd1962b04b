import { json, route } from "@/lib/api/route";
import { listUserPage } from "@/lib/users/service";
import { otherMethods } from "@/lib/http/methods";
import { userEndpoints } from "@/lib/openapi/endpoints/users";

// GET /api/users: a page of the accounts matching `q` (e-mail), newest first unless sorted; `staff=true` keeps
// only staff roles (roles tab).
export const GET = route(async (_request, { query }) => json(await listUserPage(query)), userEndpoints.list);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
