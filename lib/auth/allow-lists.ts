import type { Role } from "@/lib/auth/permissions";

/**
 * The role ADMIN_EMAILS / DEVELOPER_EMAILS grant an e-mail at sign-up and sign-in, or null. Admin wins when
 * an address is on both lists. E-mails are compared trimmed and lower-cased (env.ts normalises the lists).
 */
export function allowListRole(
  email: string,
  lists: { admins: readonly string[]; developers: readonly string[] },
): Role | null {
  const normalized = email.trim().toLowerCase();
  if (lists.admins.includes(normalized)) return "admin";
  if (lists.developers.includes(normalized)) return "developer";
  return null;
}
