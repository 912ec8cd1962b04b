import { beforeAll, describe, expect, it } from "vitest";

import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { DOCUMENT_NOT_FOUND } from "@/lib/documents/schema";
import { EXPENSE_NOT_FOUND, RECEIPT_NOT_FOUND } from "@/lib/expenses/schema";
import { MALFORMED_URL } from "@/lib/http/messages";
import { INVOICE_NOT_FOUND } from "@/lib/invoices/schema";
import { SALE_NOT_FOUND } from "@/lib/sales/schema";
import { TICKET_NOT_FOUND } from "@/lib/tickets/schema";
import { USER_NOT_FOUND } from "@/lib/users/schema";

import { api, createUser, signedInAs, type SignedInUser } from "../helpers/auth";
import {
  createDocument,
  createExpense,
  createInvoice,
  createSale,
  createTicket,
} from "../helpers/business-records";
import { createCar } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";
import { expectJsonError, expectNoWrites, rawRequest } from "../helpers/hostile";

// Hostile ids in paths (issue "Hostile input"; docs/conventions.md: "Unknown or malformed ids give 404, never 500"): path
// traversal, encoded and double-encoded dots and slashes, NUL bytes, 10,000 characters, SQL and markup, on
// every {id} route, on /api/users/check/{email} and on /media. Each gets the route's own 404 text, and the
// valid body sent along changes nothing.

let gerente: SignedInUser;
const real = { car: "", ticket: "", sale: "", expense: "", document: "", invoice: "", user: "" };

beforeAll(async () => {
  gerente = await signedInAs("gerente");
  real.car = (await createCar({ model: "Id Hostil" })).id;
  real.ticket = (await createTicket()).id;
  real.sale = (await createSale({ carId: null, salePrice: 10_000, status: "negotiating" })).id;
  real.expense = (await createExpense({ amount: 10, receipt: true })).id;
  real.document = (await createDocument()).id;
  real.invoice = (await createInvoice()).id;
  real.user = (await createUser({ role: "vendedor" })).id;
});

/** Ids as they appear in the URL (already percent-encoded where that is the attack). */
const HOSTILE_IDS: Array<[string, string]> = [
  ["encoded traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["lower-case encoded traversal", "%2e%2e%2f%2e%2e%2fetc%2fpasswd"],
  ["half-encoded traversal", "..%2f"],
  ["backslash traversal", "..%5C..%5Cwindows%5Cwin.ini"],
  ["double-encoded traversal", "%252e%252e%252f"],
  ["a NUL byte", "%00"],
  ["a NUL inside", "cabc%00def"],
  ["10,000 characters", "c".repeat(10_000)],
  ["65 characters", "c".repeat(65)],
  ["SQL", "%27%20OR%201%3D1--"],
  ["markup", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
  ["a template", "%24%7Bjndi%3Aldap%3A%2F%2Fx%7D"],
  ["unicode", "%E2%80%AEfdp.exe"],
  ["an unknown well-formed id", "cunknown0000000000000000000"],
];

type IdRoute = {
  name: string;
  method: "GET" | "PUT" | "DELETE";
  path: (id: string) => string;
  body?: unknown;
  message: string;
  extra?: Record<string, unknown>;
  row: () => Promise<unknown>;
};

const db = () => testDb();
const ROUTES: IdRoute[] = [
  {
    name: "car read",
    method: "GET",
    path: (id) => `/api/cars/${id}`,
    message: CAR_NOT_FOUND_MESSAGE,
    row: () => db().car.findUnique({ where: { id: real.car } }),
  },
  {
    name: "car update",
    method: "PUT",
    path: (id) => `/api/cars/${id}`,
    body: { price: 12_345 },
    message: CAR_NOT_FOUND_MESSAGE,
    row: () => db().car.findUnique({ where: { id: real.car } }),
  },
  {
    name: "car delete",
    method: "DELETE",
    path: (id) => `/api/cars/${id}`,
    message: CAR_NOT_FOUND_MESSAGE,
    row: () => db().car.count(),
  },
  {
    name: "ticket status",
    method: "PUT",
    path: (id) => `/api/contact-tickets/${id}`,
    body: { status: "resolved" },
    message: TICKET_NOT_FOUND,
    row: () => db().contactTicket.findUnique({ where: { id: real.ticket } }),
  },
  {
    name: "sale update",
    method: "PUT",
    path: (id) => `/api/sales/${id}`,
    body: { notes: "x" },
    message: SALE_NOT_FOUND,
    row: () => db().sale.findUnique({ where: { id: real.sale } }),
  },
  {
    name: "sale delete",
    method: "DELETE",
    path: (id) => `/api/sales/${id}`,
    message: SALE_NOT_FOUND,
    row: () => db().sale.count(),
  },
  {
    name: "expense update",
    method: "PUT",
    path: (id) => `/api/expenses/${id}`,
    body: { description: "x" },
    message: EXPENSE_NOT_FOUND,
    row: () => db().expense.findUnique({ where: { id: real.expense } }),
  },
  {
    name: "expense delete",
    method: "DELETE",
    path: (id) => `/api/expenses/${id}`,
    message: EXPENSE_NOT_FOUND,
    row: () => db().expense.count(),
  },
  {
    name: "receipt download",
    method: "GET",
    path: (id) => `/api/expenses/${id}/receipt`,
    message: RECEIPT_NOT_FOUND,
    row: () => db().storedFile.count(),
  },
  {
    name: "document update",
    method: "PUT",
    path: (id) => `/api/documents/${id}`,
    body: { title: "x" },
    message: DOCUMENT_NOT_FOUND,
    row: () => db().document.findUnique({ where: { id: real.document } }),
  },
  {
    name: "document delete",
    method: "DELETE",
    path: (id) => `/api/documents/${id}`,
    message: DOCUMENT_NOT_FOUND,
    row: () => db().document.count(),
  },
  {
    name: "document download",
    method: "GET",
    path: (id) => `/api/documents/${id}/download`,
    message: DOCUMENT_NOT_FOUND,
    row: () => db().storedFile.count(),
  },
  {
    name: "invoice update",
    method: "PUT",
    path: (id) => `/api/invoices/${id}`,
    body: { status: "sent" },
    message: INVOICE_NOT_FOUND,
    row: () => db().invoice.findUnique({ where: { id: real.invoice } }),
  },
  {
    name: "invoice delete",
    method: "DELETE",
    path: (id) => `/api/invoices/${id}`,
    message: INVOICE_NOT_FOUND,
    row: () => db().invoice.count(),
  },
  {
    name: "role change",
    method: "PUT",
    path: (id) => `/api/users/${id}`,
    body: { role: "ajudante" },
    message: USER_NOT_FOUND,
    extra: { success: false },
    row: () => db().user.findUnique({ where: { id: real.user } }),
  },
];

describe.each(ROUTES)("$method $name with a hostile {id}", (route) => {
  it("answers the route's own JSON 404, writing nothing", async () => {
    for (const [label, id] of HOSTILE_IDS) {
      const where = `${route.name} ${label}`;
      const before = JSON.stringify(await route.row());
      await expectNoWrites(where, async () => {
        const response = await api(route.path(id), {
          method: route.method,
          json: route.body,
          session: gerente,
        });
        const body = await expectJsonError(response, 404, where);
        expect(body, where).toEqual({ error: route.message, ...route.extra });
      });
      expect(JSON.stringify(await route.row()), `${where}: row changed`).toBe(before);
    }
  });

  it("answers a malformed percent-encoding with a JSON 400, not Next's plain-text 500", async () => {
    for (const id of ["%E0%A4%A", "%C0%AE%C0%AE%2F", "%", "%zz", "%FF%FE"]) {
      const response = await api(route.path(id), {
        method: route.method,
        json: route.body,
        session: gerente,
      });
      expect(await expectJsonError(response, 400, `${route.name} ${id}`)).toEqual({ error: MALFORMED_URL });
    }
  });

  it("answers unencoded ../ segments without a 500 (they resolve outside the route)", async () => {
    const response = await rawRequest(route.path("../../../etc/passwd"), {
      method: route.method,
      session: gerente,
      body: route.body === undefined ? undefined : JSON.stringify(route.body),
    });
    expect(response.status, response.body.slice(0, 200)).toBeLessThan(500);
    expect(response.body).not.toContain("root:");
  });
});

describe("GET /api/users/check/{email}", () => {
  it("says no account exists for hostile e-mails, never a 500", async () => {
    for (const email of [
      "..%2F..%2Fetc%2Fpasswd",
      "%00",
      "a%00%40b.com",
      "a".repeat(10_000),
      "%27%20OR%201%3D1--%40x.com",
      "%3Cscript%3E%40x.com",
    ]) {
      const response = await api(`/api/users/check/${email}`, { session: gerente });
      expect(response.status, email).toBe(200);
      expect(await response.json(), email).toEqual({ exists: false });
    }
  });

  it("answers a malformed percent-encoding with a JSON 400", async () => {
    const response = await api("/api/users/check/%E0%A4%A", { session: gerente });
    expect(await expectJsonError(response, 400, "check %E0%A4%A")).toEqual({ error: MALFORMED_URL });
  });
});

describe("unknown /api paths and pages with hostile segments", () => {
  it("an unknown /api path with hostile segments is the JSON 404", async () => {
    for (const path of ["/api/..%2F..%2Fetc%2Fpasswd", "/api/cars/x/y/%00", "/api/" + "a".repeat(5_000)]) {
      const response = await api(path);
      expect(await expectJsonError(response, 404, path)).toEqual({ error: "Rota não encontrada" });
    }
  });

  it("an /api path with a malformed encoding is a JSON 400", async () => {
    const response = await api("/api/nao-existe/%E0%A4%A");
    expect(await expectJsonError(response, 400, "unknown malformed")).toEqual({ error: MALFORMED_URL });
  });

  it("a car page or a photo with a hostile id is a 404, and a malformed encoding a 400 page, never a 500", async () => {
    for (const path of [
      "/car/..%2F..%2Fetc%2Fpasswd",
      "/car/%00",
      `/car/${"c".repeat(10_000)}`,
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/anuncios/%00.jpg",
      "/media/anuncios/x.jpg%00.html",
    ]) {
      const response = await fetch(apiUrl(path));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("root:");
    }
    for (const path of ["/car/%E0%A4%A", "/media/%E0%A4%A", "/%E0%A4%A"]) {
      const response = await fetch(apiUrl(path));
      expect(response.status, path).toBe(400);
      const text = await response.text();
      expect(text, path).toContain("Endereço inválido");
      expect(text, path).not.toMatch(/Internal Server Error|at \S+ \(/);
    }
  });

  it("the server is still healthy afterwards", async () => {
    const response = await fetch(apiUrl("/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });
});
