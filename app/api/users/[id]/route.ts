import { readJson } from "@/lib/http/body";
import { json, route } from "@/lib/http/route";
import { setRoleSchema } from "@/lib/users/schema";
import { setUserRole } from "@/lib/users/service";

// PUT /api/users/{id}: {role} ∈ gerente, vendedor, ajudante, user; the change reaches open sessions at once.
export const PUT = route<{ id: string }>(
  async (request, { params, actor }) => {
    const { id } = await params;
    const { role } = await readJson(request, setRoleSchema);
    await setUserRole(actor, id, role);
    return json({ success: true });
  },
  { permission: "users:manage" },
);
