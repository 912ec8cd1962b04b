import { describe, expect, it } from "vitest";

import { initialTab, roleBadgeVariant, visibleTabs } from "@/lib/admin/tabs";

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

  it("opens the requested tab when visible, else cars (tickets for an ajudante)", () => {
    expect(initialTab(visibleTabs("admin", "full"), "admin", "sales")).toBe("sales");
    expect(initialTab(visibleTabs("admin", "full"), "admin", "nope")).toBe("cars");
    expect(initialTab(visibleTabs("ajudante", "full"), "ajudante", undefined)).toBe("tickets");
    expect(initialTab(visibleTabs("ajudante", "full"), "ajudante", "cars")).toBe("tickets");
    expect(initialTab(visibleTabs("vendedor", "full"), "vendedor", "expenses")).toBe("cars");
    expect(initialTab([], "user", "cars")).toBeNull();
  });

  it("colours the role badge red, green or yellow", () => {
    expect(roleBadgeVariant("admin")).toBe("destructive");
    expect(roleBadgeVariant("developer")).toBe("destructive");
    expect(roleBadgeVariant("gerente")).toBe("success");
    expect(roleBadgeVariant("vendedor")).toBe("warning");
    expect(roleBadgeVariant("ajudante")).toBe("warning");
  });
});
