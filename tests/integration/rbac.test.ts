import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import type { Role } from "@/lib/auth/permissions";

import { api, signedInAs, type Session } from "../helpers/auth";

// Every protected /api route, called anonymously and as each role, against the roles table of docs/permissions.md.
// The expectations are written from docs/permissions.md, not from lib/auth/permissions.ts, so the two check each other.
// A route joins this test by itself as soon as its route.ts exports the method: admin work adds nothing here
// unless the API grows a route.

type Area =
  | "cars"
  | "sales"
  | "expenses"
  | "documents"
  | "invoices"
  | "tickets"
  | "reports"
  | "analytics"
  | "cleanup"
  | "roles"
  | "audit"
  | "outbox";

// docs/permissions.md: who may use each area (user and anonymous never).
const ALLOWED: Record<Area, readonly Role[]> = {
  cars: ["admin", "developer", "gerente", "vendedor"],
  sales: ["admin", "developer", "gerente", "vendedor"],
  expenses: ["admin", "developer", "gerente"],
  documents: ["admin", "developer", "gerente", "vendedor"],
  invoices: ["admin", "developer", "gerente", "vendedor"],
  tickets: ["admin", "developer", "gerente", "vendedor", "ajudante"],
  reports: ["admin", "developer", "gerente"],
  analytics: ["admin", "developer", "gerente", "vendedor", "ajudante"],
  cleanup: ["admin", "developer", "gerente"],
  roles: ["admin", "developer", "gerente"],
  audit: ["admin", "developer", "gerente"],
  outbox: ["admin", "developer", "gerente"],
};

const UNKNOWN_ID = "cunknownid000000000000000";

// [method, path as in the OpenAPI document, area]. Bodies are empty or invalid on purpose: an allowed caller gets past the
// guard and is stopped by validation or a 404, so the test changes no data.
const PROTECTED: ReadonlyArray<[string, string, Area]> = [
  ["POST", "/api/cars", "cars"],
  ["PUT", "/api/cars/{id}", "cars"],
  ["DELETE", "/api/cars/{id}", "cars"],
  ["POST", "/api/uploads/images", "cars"],
  ["DELETE", "/api/cloudinary/delete-image", "cars"],
  ["GET", "/api/contact-tickets", "tickets"],
  ["PUT", "/api/contact-tickets/{id}", "tickets"],
  ["GET", "/api/contact-tickets/{id}", "tickets"],
  ["POST", "/api/contact-tickets/{id}/notes", "tickets"],
  ["GET", "/api/leads/receivers", "tickets"],
  ["GET", "/api/reports/leads", "reports"],
  ["GET", "/api/outbox", "outbox"],
  ["GET", "/api/outbox/{id}", "outbox"],
  ["POST", "/api/outbox/{id}/retry", "outbox"],
  ["GET", "/api/appointments", "tickets"],
  ["GET", "/api/sales", "sales"],
  ["POST", "/api/sales", "sales"],
  ["PUT", "/api/sales/{id}", "sales"],
  ["DELETE", "/api/sales/{id}", "sales"],
  ["GET", "/api/sales/{id}/receipt.pdf", "sales"],
  ["GET", "/api/sales/{id}/contract.pdf", "sales"],
  ["GET", "/api/sales/{id}/warranty.pdf", "sales"],
  ["GET", "/api/expenses", "expenses"],
  ["POST", "/api/expenses", "expenses"],
  ["PUT", "/api/expenses/{id}", "expenses"],
  ["DELETE", "/api/expenses/{id}", "expenses"],
  ["GET", "/api/expenses/{id}/receipt", "expenses"],
  ["GET", "/api/documents", "documents"],
  ["POST", "/api/documents", "documents"],
  ["PUT", "/api/documents/{id}", "documents"],
  ["DELETE", "/api/documents/{id}", "documents"],
  ["GET", "/api/documents/{id}/download", "documents"],
  ["GET", "/api/invoices", "invoices"],
  ["POST", "/api/invoices", "invoices"],
  ["PUT", "/api/invoices/{id}", "invoices"],
  ["DELETE", "/api/invoices/{id}", "invoices"],
  ["GET", "/api/reports/summary", "reports"],
  // Beyond the agreed API (the reports and cleanup tabs): profit per sold car, and the rows a cleanup would delete.
  ["GET", "/api/reports/cars", "reports"],
  ["GET", "/api/admin/clear-data", "cleanup"],
  ["GET", "/api/exports/sales", "sales"],
  ["GET", "/api/exports/expenses", "expenses"],
  ["GET", "/api/exports/invoices", "invoices"],
  ["GET", "/api/analytics/overview", "analytics"],
  ["POST", "/api/admin/clear-data", "cleanup"],
  ["GET", "/api/users", "roles"],
  ["GET", "/api/users/check/{email}", "roles"],
  ["PUT", "/api/users/{id}", "roles"],
  ["GET", "/api/audit", "audit"],
];

// Open to anyone (docs/permissions.md): never 401 or 403 without a session.
const PUBLIC: ReadonlyArray<[string, string]> = [
  ["GET", "/api/health"],
  ["GET", "/api/cars"],
  ["GET", "/api/cars/{id}"],
  ["POST", "/api/contact-tickets"],
  ["GET", "/api/appointments/slots"],
  ["POST", "/api/appointments"],
  ["POST", "/api/analytics/track"],
  ["GET", "/api/auth/session"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/register"],
  ["POST", "/api/auth/logout"],
];

const ROLES: readonly Role[] = ["admin", "developer", "gerente", "vendedor", "ajudante", "user"];

/** Whether app/api/…/route.ts exists and exports the method (`{id}` is the folder `[id]`). */
function implemented(method: string, apiPath: string): boolean {
  const file = path.join("app", apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
  if (!existsSync(file)) return false;
  const source = readFileSync(file, "utf8");
  return new RegExp(
    `export\\s+(const|async\\s+function|function)\\s+${method}\\b|export\\s*\\{[^}]*\\b${method}\\b[^}]*\\}`,
  ).test(source);
}

function call(method: string, apiPath: string, session: Session | null): Promise<Response> {
  const url = apiPath
    .replace("{id}", UNKNOWN_ID)
    .replace("{email}", encodeURIComponent("ninguem@test.local"));
  return api(url, { method, session, ...(method === "GET" ? {} : { json: {} }) });
}

const protectedRoutes = PROTECTED.filter(([method, apiPath]) => implemented(method, apiPath));
const publicRoutes = PUBLIC.filter(
  ([method, apiPath]) => apiPath.startsWith("/api/auth/") || implemented(method, apiPath),
);

describe("roles table of docs/permissions.md, for every implemented /api route", () => {
  const sessions = new Map<Role, Session>();

  beforeAll(async () => {
    for (const role of ROLES) sessions.set(role, await signedInAs(role));
  });

  it("covers at least the users, tickets, reports, analytics and cleanup routes", () => {
    expect(protectedRoutes.map(([method, apiPath]) => `${method} ${apiPath}`)).toEqual(
      expect.arrayContaining([
        "GET /api/users",
        "GET /api/users/check/{email}",
        "PUT /api/users/{id}",
        "GET /api/contact-tickets",
        "PUT /api/contact-tickets/{id}",
        "GET /api/reports/summary",
        "GET /api/reports/cars",
        "GET /api/analytics/overview",
        "POST /api/admin/clear-data",
        "GET /api/admin/clear-data",
      ]),
    );
  });

  it("covers every sales, expenses, documents, invoices and exports route", () => {
    const finance = PROTECTED.filter(([, apiPath]) =>
      /^\/api\/(sales|expenses|documents|invoices|exports)\b/.test(apiPath),
    );
    expect(finance).toHaveLength(24);
    expect(protectedRoutes).toEqual(expect.arrayContaining(finance));
  });

  it.each(protectedRoutes)("%s %s without a session → 401", async (method, apiPath) => {
    const response = await call(method, apiPath, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each(
    protectedRoutes.flatMap(([method, apiPath, area]) =>
      ROLES.map((role) => [method, apiPath, area, role] as const),
    ),
  )("%s %s (%s) as %s", async (method, apiPath, area, role) => {
    const response = await call(method, apiPath, sessions.get(role)!);
    if (ALLOWED[area].includes(role)) {
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it.each(publicRoutes)("%s %s is open without a session", async (method, apiPath) => {
    const response = await call(method, apiPath, null);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});
