import { roleCan, type Permission, type Role } from "@/lib/auth/permissions";

// The admin panel's tabs (docs/admin-panel.md and docs/permissions.md), each shown to the roles holding its permission (the same
// table every API route enforces). Tab contents plug in by id in components/admin/shell/tab-panels.tsx.

export const ADMIN_TABS = [
  { id: "cars", label: "Carros", permission: "cars:write" },
  { id: "sales", label: "Vendas", permission: "sales:access" },
  { id: "expenses", label: "Despesas", permission: "expenses:access" },
  { id: "documents", label: "Docs", permission: "documents:access" },
  { id: "invoices", label: "NF", permission: "invoices:access" },
  { id: "tickets", label: "Tickets", permission: "tickets:access" },
  { id: "reports", label: "Relatórios", permission: "reports:read" },
  { id: "analytics", label: "Analytics", permission: "analytics:read" },
  { id: "data-management", label: "Limpeza", permission: "cleanup:run" },
  { id: "roles", label: "Cargos", permission: "users:manage" },
  { id: "audit", label: "Auditoria", permission: "audit:read" },
  { id: "emails", label: "E-mails", permission: "outbox:manage" },
] as const satisfies ReadonlyArray<{ id: string; label: string; permission: Permission }>;

export type AdminTab = (typeof ADMIN_TABS)[number];
export type AdminTabId = AdminTab["id"];

/** ADMIN_LAYOUT=compact: the agreed variant layout with only these tabs. */
export const COMPACT_LAYOUT_TABS: readonly AdminTabId[] = ["cars", "sales", "tickets"];

export type AdminLayout = "full" | "compact";

export function isAdminTabId(value: unknown): value is AdminTabId {
  return typeof value === "string" && ADMIN_TABS.some((tab) => tab.id === value);
}

/** The tabs a role sees, in the panel's order. */
export function visibleTabs(role: Role, layout: AdminLayout): AdminTab[] {
  return ADMIN_TABS.filter(
    (tab) => roleCan(role, tab.permission) && (layout === "full" || COMPACT_LAYOUT_TABS.includes(tab.id)),
  );
}

/**
 * The tab a staff member works in most, opened when the address names none: the leads (tickets) for whoever
 * receives them (their own 'Recebe leads' flag, lib/leads/receivers-rule.ts) and for an ajudante, the sales for a
 * gerente, the stock (cars) for the rest.
 */
export function homeTab(role: Role, receivesLeads: boolean): AdminTabId {
  if (receivesLeads || role === "ajudante") return "tickets";
  if (role === "gerente") return "sales";
  return "cars";
}

/** The tab to open: the one asked for when visible, else the home tab when visible, else the first visible. */
export function initialTab(
  tabs: readonly AdminTab[],
  home: AdminTabId,
  requested: unknown,
): AdminTabId | null {
  if (isAdminTabId(requested) && tabs.some((tab) => tab.id === requested)) return requested;
  if (tabs.some((tab) => tab.id === home)) return home;
  return tabs[0]?.id ?? null;
}

/** The strip's order: the home tab first, where the eye and the thumb start, then the panel's order. */
export function homeFirst<Tab extends { id: AdminTabId }>(tabs: readonly Tab[], home: AdminTabId): Tab[] {
  return [...tabs.filter((tab) => tab.id === home), ...tabs.filter((tab) => tab.id !== home)];
}

/** Badge colour of 'Cargo: {role}': red for administrators, green for managers, yellow for the rest of the staff. */
export function roleBadgeVariant(role: Role): "destructive" | "success" | "warning" {
  if (role === "admin" || role === "developer") return "destructive";
  if (role === "gerente") return "success";
  return "warning";
}
