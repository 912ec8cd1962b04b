import { json, route } from "@/lib/http/route";
import { listUsers } from "@/lib/users/service";
import { otherMethods } from "@/lib/http/methods";

// GET /api/users: every account with its role (roles tab).
export const GET = route(async () => json({ success: true, users: await listUsers() }), {
  permission: "users:manage",
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
