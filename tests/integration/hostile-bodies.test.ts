import { beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, createUser, type Session, type SignedInUser } from "../helpers/auth";
import {
  createDocument,
  createExpense,
  createInvoice,
  createSale,
  createTicket,
} from "../helpers/business-records";
import { createCar } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import { OVER_ONE_MEGABYTE, expectJsonError, expectNoWrites } from "../helpers/hostile";

// Hostile request bodies on every route that reads one (issue "Hostile input"): whatever the body, the answer is
// the contract's JSON error with a fitting 4xx and nothing is written. Signed in with a role the route allows,
// so the body reaches the parser (gerente holds every staff permission; the public routes go anonymous).

let gerente: SignedInUser;
const ids = { car: "", ticket: "", sale: "", expense: "", document: "", invoice: "", user: "" };

beforeAll(async () => {
  gerente = await signedInAs("gerente");
  const car = await createCar({ model: "Alvo Hostil" });
  ids.car = car.id;
  ids.ticket = (await createTicket()).id;
  ids.sale = (await createSale({ carId: null, salePrice: 50_000, status: "negotiating" })).id;
  ids.expense = (await createExpense({ amount: 100 })).id;
  ids.document = (await createDocument()).id;
  ids.invoice = (await createInvoice()).id;
  ids.user = (await createUser({ role: "vendedor" })).id;
});

type BodyRoute = {
  name: string;
  method: "POST" | "PUT" | "DELETE";
  path: () => string;
  staff: boolean;
  /** Also reads text/plain JSON (sendBeacon). */
  textPlain?: boolean;
  /** Also reads multipart/form-data (expenses and documents). */
  multipart?: boolean;
};

const ROUTES: BodyRoute[] = [
  { name: "sign-up", method: "POST", path: () => "/api/auth/register", staff: false },
  { name: "sign-in", method: "POST", path: () => "/api/auth/login", staff: false },
  { name: "car create", method: "POST", path: () => "/api/cars", staff: true },
  { name: "car update", method: "PUT", path: () => `/api/cars/${ids.car}`, staff: true },
  { name: "photo delete", method: "DELETE", path: () => "/api/cloudinary/delete-image", staff: true },
  { name: "ticket create", method: "POST", path: () => "/api/contact-tickets", staff: false },
  { name: "ticket status", method: "PUT", path: () => `/api/contact-tickets/${ids.ticket}`, staff: true },
  { name: "tracking", method: "POST", path: () => "/api/analytics/track", staff: false, textPlain: true },
  { name: "sale create", method: "POST", path: () => "/api/sales", staff: true },
  { name: "sale update", method: "PUT", path: () => `/api/sales/${ids.sale}`, staff: true },
  { name: "expense create", method: "POST", path: () => "/api/expenses", staff: true, multipart: true },
  {
    name: "expense update",
    method: "PUT",
    path: () => `/api/expenses/${ids.expense}`,
    staff: true,
    multipart: true,
  },
  { name: "document create", method: "POST", path: () => "/api/documents", staff: true, multipart: true },
  {
    name: "document update",
    method: "PUT",
    path: () => `/api/documents/${ids.document}`,
    staff: true,
    multipart: true,
  },
  { name: "invoice create", method: "POST", path: () => "/api/invoices", staff: true },
  { name: "invoice update", method: "PUT", path: () => `/api/invoices/${ids.invoice}`, staff: true },
  { name: "data cleanup", method: "POST", path: () => "/api/admin/clear-data", staff: true },
  { name: "role change", method: "PUT", path: () => `/api/users/${ids.user}`, staff: true },
];

const session = (route: BodyRoute): Session | null => (route.staff ? gerente : null);

function send(route: BodyRoute, body: BodyInit | undefined, contentType: string | null) {
  return api(route.path(), {
    method: route.method,
    body,
    session: session(route),
    headers: contentType === null ? {} : { "Content-Type": contentType },
  });
}

/** The rows the update routes would change, to prove a refused body changed nothing. */
async function snapshot() {
  const db = testDb();
  const [car, ticket, sale, expense, document, invoice, user] = await Promise.all([
    db.car.findUnique({ where: { id: ids.car } }),
    db.contactTicket.findUnique({ where: { id: ids.ticket } }),
    db.sale.findUnique({ where: { id: ids.sale } }),
    db.expense.findUnique({ where: { id: ids.expense } }),
    db.document.findUnique({ where: { id: ids.document } }),
    db.invoice.findUnique({ where: { id: ids.invoice } }),
    db.user.findUnique({ where: { id: ids.user }, select: { role: true, updatedAt: true } }),
  ]);
  return JSON.stringify({ car, ticket, sale, expense, document, invoice, user });
}

async function expectRefused(
  route: BodyRoute,
  label: string,
  status: number,
  body: BodyInit | undefined,
  contentType: string | null,
) {
  const before = await snapshot();
  await expectNoWrites(`${route.name}: ${label}`, async () => {
    await expectJsonError(await send(route, body, contentType), status, `${route.name}: ${label}`);
  });
  expect(await snapshot(), `${route.name}: ${label} changed a row`).toBe(before);
}

// ~1 MB of nesting: within the size limit, deep enough to break a recursive parser or validator.
const DEEPLY_NESTED = `${"[".repeat(500_000)}${"]".repeat(500_000)}`;

describe.each(ROUTES)("$method $name", (route) => {
  it("refuses a JSON body of 1 MB + 1 byte with 413", async () => {
    await expectRefused(route, "1 MB + 1 byte", 413, OVER_ONE_MEGABYTE, "application/json");
  });

  it("refuses malformed, empty and truncated JSON with 400", async () => {
    for (const text of [
      '{"email": "a@b.com",',
      "",
      "{",
      "nul",
      "{'single': 'quotes'}",
      '{"a":1}garbage',
      "\u0000",
    ]) {
      await expectRefused(route, `malformed ${JSON.stringify(text)}`, 400, text, "application/json");
    }
  });

  it("refuses a JSON body that is not an object with 400", async () => {
    for (const text of ["null", "[]", "[{}]", '"texto"', "42", "true", "1e309"]) {
      await expectRefused(route, `JSON ${text}`, 400, text, "application/json");
    }
  });

  it("refuses 500,000 levels of nesting with 400, not a stack overflow", async () => {
    await expectRefused(route, "deep nesting", 400, DEEPLY_NESTED, "application/json");
  });

  it("refuses other content types with 415", async () => {
    const types = ["text/html", "application/x-www-form-urlencoded", "application/xml", "image/svg+xml"];
    if (!route.textPlain) types.push("text/plain");
    if (!route.multipart) types.push("multipart/form-data; boundary=x");
    for (const type of types) {
      await expectRefused(route, type, 415, '{"a":"b"}', type);
    }
    // A body without any Content-Type (fetch sends none for raw bytes).
    await expectRefused(route, "no content type", 415, new TextEncoder().encode('{"a":"b"}'), null);
  });

  if (route.textPlain) {
    it("reads text/plain as JSON, with the same refusals", async () => {
      await expectRefused(route, "text/plain malformed", 400, "{", "text/plain;charset=UTF-8");
      await expectRefused(route, "text/plain array", 400, "[]", "text/plain;charset=UTF-8");
      await expectRefused(route, "text/plain over 1 MB", 413, OVER_ONE_MEGABYTE, "text/plain;charset=UTF-8");
    });
  }

  if (route.multipart) {
    it("refuses a multipart body without a boundary or with a broken one with 400", async () => {
      await expectRefused(route, "multipart without boundary", 400, "--x\r\n", "multipart/form-data");
      await expectRefused(
        route,
        "truncated multipart",
        400,
        '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
        "multipart/form-data; boundary=x",
      );
    });
  }

  it("drops prototype keys instead of acting on them", async () => {
    const text =
      '{"__proto__":{"role":"admin","status":"closed"},"constructor":{"prototype":{"role":"admin"}}}';
    const response = await send(route, text, "application/json");
    // Update routes take an empty change as a no-op; everything else refuses the missing fields.
    if (response.status >= 400) await expectJsonError(response, response.status, `${route.name}: __proto__`);
    else await response.arrayBuffer();
    expect(response.status, route.name).toBeLessThan(500);
    const db = testDb();
    expect((await db.user.findUnique({ where: { id: ids.user } }))?.role).toBe("vendedor");
    expect((await db.sale.findUnique({ where: { id: ids.sale } }))?.status).toBe("negotiating");
  });
});

describe("routes without a body", () => {
  it("ignore whatever body is sent to logout, GET and DELETE routes", async () => {
    const logout = await api("/api/auth/logout", {
      method: "POST",
      body: OVER_ONE_MEGABYTE.slice(0, 1000),
      headers: { "Content-Type": "text/html" },
    });
    expect(logout.status).toBe(200);
    const list = await api("/api/sales", { session: gerente, headers: { "Content-Type": "text/html" } });
    expect(list.status).toBe(200);
  });

  it("next-auth's credentials endpoint answers hostile forms without a 500", async () => {
    for (const body of [
      "email[]=a&password[$ne]=1",
      "email=%00&password=%E0%A4%A",
      "csrfToken=" + "x".repeat(10_000),
      "%%%",
    ]) {
      const response = await api("/api/auth/callback/credentials", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status, body).toBeLessThan(500);
      await response.arrayBuffer();
    }
  });
});
