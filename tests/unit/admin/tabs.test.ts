import { describe, expect, it } from "vitest";

import { homeFirst, homeTab, initialTab, roleBadgeVariant, visibleTabs } from "@/lib/admin/tabs";
import type { Role } from "@/lib/auth/permissions";
import { receivesLeads } from "@/lib/leads/receivers-rule";

const ids = (role: Parameters<typeof visibleTabs>[0], layout: "full" | "compact" = "full") =>
  visibleTabs(role, layout).map((tab) => tab.id);

describe("admin tabs (docs/permissions.md)", () => {
  it("shows gerente and administrators every tab, in order", () => {
    const all = [
      "cars",
      "sales",
      "expenses",
      "documents",
      "invoices",
      "tickets",
      "reports",
      "analytics",
      "data-management",
      "roles",
      "audit",
      "emails",
    ];
    expect(ids("gerente")).toEqual(all);
    expect(ids("admin")).toEqual(all);
    expect(ids("developer")).toEqual(all);
  });

  it("shows a vendedor cars, sales, documents, invoices, tickets and analytics; an ajudante tickets and analytics", () => {
    expect(ids("vendedor")).toEqual(["cars", "sales", "documents", "invoices", "tickets", "analytics"]);
    expect(ids("ajudante")).toEqual(["tickets", "analytics"]);
    expect(ids("user")).toEqual([]);
  });

  it("keeps only cars, sales and tickets in the compact layout", () => {
    expect(ids("admin", "compact")).toEqual(["cars", "sales", "tickets"]);
    expect(ids("ajudante", "compact")).toEqual(["tickets"]);
  });

  it("labels documents, invoices, cleanup and roles as agreed", () => {
    const labels = Object.fromEntries(visibleTabs("admin", "full").map((tab) => [tab.id, tab.label]));
    expect(labels).toMatchObject({
      documents: "Docs",
      invoices: "NF",
      "data-management": "Limpeza",
      roles: "Cargos",
      audit: "Auditoria",
      emails: "E-mails",
    });
  });

  it("opens each role on the tab it works in most: leads for a receiver and an ajudante, sales for a gerente", () => {
    // Nobody has set 'Recebe leads': each role's default.
    const home = (role: Role) => homeTab(role, receivesLeads({ role, receivesLeads: null }));
    expect(receivesLeads({ role: "vendedor", receivesLeads: null })).toBe(true);
    for (const role of ["admin", "developer", "gerente", "ajudante", "user"] as const)
      expect(receivesLeads({ role, receivesLeads: null })).toBe(false);
    expect(home("vendedor")).toBe("tickets");
    expect(home("ajudante")).toBe("tickets");
    expect(home("gerente")).toBe("sales");
    expect(home("admin")).toBe("cars");
    expect(home("developer")).toBe("cars");
    // Whoever receives leads works them, whatever the role (the user's own flag).
    expect(homeTab("gerente", true)).toBe("tickets");
    expect(homeTab("vendedor", false)).toBe("cars");
  });

  it("opens the requested tab when visible, else the home tab, else the first visible", () => {
    expect(initialTab(visibleTabs("admin", "full"), "cars", "sales")).toBe("sales");
    expect(initialTab(visibleTabs("admin", "full"), "cars", "nope")).toBe("cars");
    expect(initialTab(visibleTabs("ajudante", "full"), "tickets", undefined)).toBe("tickets");
    expect(initialTab(visibleTabs("ajudante", "full"), "tickets", "cars")).toBe("tickets");
    expect(initialTab(visibleTabs("vendedor", "full"), "tickets", "expenses")).toBe("tickets");
    expect(initialTab(visibleTabs("ajudante", "full"), "sales", undefined)).toBe("tickets");
    expect(initialTab([], "cars", "cars")).toBeNull();
  });

  it("puts the home tab first and keeps the panel's order for the rest", () => {
    const ids = homeFirst(visibleTabs("vendedor", "full"), "tickets").map((tab) => tab.id);
    expect(ids).toEqual(["tickets", "cars", "sales", "documents", "invoices", "analytics"]);
    expect(homeFirst(visibleTabs("admin", "full"), "cars")).toEqual(visibleTabs("admin", "full"));
  });

  it("colours the role badge red, green or yellow", () => {
    expect(roleBadgeVariant("admin")).toBe("destructive");
    expect(roleBadgeVariant("developer")).toBe("destructive");
    expect(roleBadgeVariant("gerente")).toBe("success");
    expect(roleBadgeVariant("vendedor")).toBe("warning");
    expect(roleBadgeVariant("ajudante")).toBe("warning");
  });
});
