import { describe, expect, it } from "vitest";

import {
  normalizeRole,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  roleCan,
  type Permission,
  type Role,
} from "@/lib/auth/permissions";
import { ROLES } from "@/lib/constants/auth";

// docs/permissions.md, written out again here so the table in lib/auth/permissions.ts is checked
// against the contract rather than against itself.
const CONTRACT: Record<Permission, readonly Role[]> = {
  "admin:access": ["admin", "developer", "gerente", "vendedor", "ajudante"],
  "cars:write": ["admin", "developer", "gerente", "vendedor"],
  "sales:access": ["admin", "developer", "gerente", "vendedor"],
  "sales:manage-all": ["admin", "developer", "gerente"],
  "sales:approve": ["admin", "developer", "gerente"],
  "expenses:access": ["admin", "developer", "gerente"],
  "documents:access": ["admin", "developer", "gerente", "vendedor"],
  "invoices:access": ["admin", "developer", "gerente", "vendedor"],
  "tickets:access": ["admin", "developer", "gerente", "vendedor", "ajudante"],
  "reports:read": ["admin", "developer", "gerente"],
  "analytics:read": ["admin", "developer", "gerente", "vendedor", "ajudante"],
  "cleanup:run": ["admin", "developer", "gerente"],
  "users:manage": ["admin", "developer", "gerente"],
  "audit:read": ["admin", "developer", "gerente"],
  "leads:assign": ["admin", "developer", "gerente"],
  "outbox:manage": ["admin", "developer", "gerente"],
};

describe("the role → permission table", () => {
  it.each(PERMISSIONS.flatMap((permission) => ROLES.map((role) => [permission, role] as const)))(
    "%s for %s",
    (permission, role) => {
      expect(roleCan(role, permission)).toBe(CONTRACT[permission].includes(role));
    },
  );

  it("covers every role", () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });

  it("compares roles case-insensitively and denies unknown ones", () => {
    expect(normalizeRole(" Gerente ")).toBe("gerente");
    expect(roleCan("VENDEDOR", "cars:write")).toBe(true);
    expect(roleCan("root", "admin:access")).toBe(false);
    expect(roleCan(null, "admin:access")).toBe(false);
    expect(roleCan("toString", "admin:access")).toBe(false);
  });
});
