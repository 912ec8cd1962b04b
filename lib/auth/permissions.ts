import type { ROLES } from "@/lib/constants/auth";

// The one role → permission table, mirroring docs/permissions.md. Every route handler and server
// action checks it through lib/api/route.ts; pages only use it to decide what to show.

export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "admin:access",
  "cars:write",
  "sales:access",
  /** Update or delete sales created by someone else (a vendedor has only their own). */
  "sales:manage-all",
  /** Approve or reject a sale below its car's minimum price (POST /api/sales/{id}/approval, 'Aprovações'). */
  "sales:approve",
  "expenses:access",
  "documents:access",
  "invoices:access",
  "tickets:access",
  "reports:read",
  "analytics:read",
  "cleanup:run",
  "users:manage",
  /** The audit trail: GET /api/audit and the dialogs' 'Histórico'. */
  "audit:read",
  /** Give any lead to any receiver (others may only take an unassigned lead for themselves). */
  "leads:assign",
  /** The outbox: GET /api/outbox, retries, the 'E-mails' tab. */
  "outbox:manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const MANAGEMENT: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: MANAGEMENT,
  developer: MANAGEMENT,
  gerente: MANAGEMENT,
  vendedor: [
    "admin:access",
    "cars:write",
    "sales:access",
    "documents:access",
    "invoices:access",
    "tickets:access",
    "analytics:read",
  ],
  ajudante: ["admin:access", "tickets:access", "analytics:read"],
  user: [],
};

/** Roles are stored lower-case; anything unknown has no permission. */
export function normalizeRole(role: string | null | undefined): Role | null {
  const lower = role?.trim().toLowerCase();
  return lower && lower in ROLE_PERMISSIONS ? (lower as Role) : null;
}

export function roleCan(role: string | null | undefined, permission: Permission): boolean {
  const normalized = normalizeRole(role);
  return normalized !== null && ROLE_PERMISSIONS[normalized].includes(permission);
}
