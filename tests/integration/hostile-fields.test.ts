import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MAX_CAR_PRICE } from "@/lib/constants/cars";
import { MAX_OTHER_AMOUNT, MAX_SALE_PRICE } from "@/lib/constants/finance";

import { api, createUser, signedInAs, uniqueEmail, type Session, type SignedInUser } from "../helpers/auth";
import {
  createDocument,
  createExpense,
  createInvoice,
  createSale,
  createTicket,
} from "../helpers/business-records";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import {
  CONTROL_CHARACTERS,
  TEN_THOUSAND,
  WRONG_TYPES,
  expectFieldError,
  expectNoWrites,
  hostileMoney,
  inside,
} from "../helpers/hostile";
import { validCar, validContact, validExpense, validInvoice, validSale } from "../helpers/valid-bodies";

// Hostile values in every field of every route that takes input (issue "Hostile input"): wrong types, NaN and
// Infinity, negative, huge and over-precise money, bad mileage, 10,000-character and control-character texts,
// line breaks and bidi overrides in single-line fields, traversal in ids and options. Each is refused with 400
// naming the field, and nothing is written; the update routes leave their row exactly as it was.

let gerente: SignedInUser;
const ids = { car: "", ticket: "", sale: "", expense: "", document: "", invoice: "", user: "" };
const createdCars: string[] = [];

beforeAll(async () => {
  gerente = await signedInAs("gerente");
  ids.car = (await createCar({ model: "Campo Hostil" })).id;
  createdCars.push(ids.car);
  ids.ticket = (await createTicket()).id;
  ids.sale = (await createSale({ carId: null, salePrice: 50_000, status: "negotiating" })).id;
  ids.expense = (await createExpense({ amount: 100 })).id;
  ids.document = (await createDocument()).id;
  ids.invoice = (await createInvoice()).id;
  ids.user = (await createUser({ role: "vendedor" })).id;
});

afterAll(async () => {
  await removeCars(createdCars);
});

// ---------------------------------------------------------------------------------------------------------------
// Field kinds and the hostile values each must refuse. Values are JSON texts, so 1e309 can be sent as written.

type Kind =
  | { kind: "single"; max: number }
  | { kind: "multi"; max: number }
  | { kind: "email" }
  | { kind: "phone" }
  | { kind: "money"; max: number }
  | { kind: "mileage" }
  | { kind: "year" }
  | { kind: "option" }
  | { kind: "id" }
  | { kind: "day" }
  | { kind: "flag" }
  | { kind: "list" }
  | { kind: "record" }
  | { kind: "document" }
  | { kind: "password" }
  | { kind: "secret" };

const json = (value: unknown) => JSON.stringify(value);
const wrongTypes = (number = true) => [
  ...WRONG_TYPES.map(([label, value]) => [label, json(value)] as [string, string]),
  ...(number ? ([["a number", "12345"]] as Array<[string, string]>) : []),
];
const controlValues = (base: string) =>
  CONTROL_CHARACTERS.map(([label, char]) => [label, json(inside(char, base))] as [string, string]);
const loneSurrogate: [string, string] = ["a lone surrogate", '"Mar\\ud800ia"'];

function hostileValues(spec: Kind): Array<[string, string]> {
  switch (spec.kind) {
    case "single":
      return [
        ...wrongTypes(),
        ["10,000 characters", json(TEN_THOUSAND)],
        [`${spec.max + 1} characters`, json("a".repeat(spec.max + 1))],
        ...controlValues("Maria Silva"),
        ["a line break", json(inside("\n"))],
        ["a right-to-left override (U+202E)", json(inside("\u202e"))],
        ["a left-to-right isolate (U+2066)", json(inside("\u2066"))],
        ["a line separator (U+2028)", json(inside("\u2028"))],
        loneSurrogate,
      ];
    case "multi":
      return [
        ...wrongTypes(),
        ["10,000 characters", json(TEN_THOUSAND)],
        [`${spec.max + 1} characters`, json("a".repeat(spec.max + 1))],
        ...controlValues("Primeira linha\nsegunda linha"),
        loneSurrogate,
      ];
    case "email":
      return [
        ...wrongTypes(),
        ["10,000 characters", json(`${"a".repeat(10_000)}@example.com`)],
        ["a NUL", json("ana\u0000@example.com")],
        ["a line break", json("ana@example.com\nBcc: x@y.z")],
        ["a right-to-left override", json("ana\u202e@example.com")],
      ];
    case "phone":
      return [
        ...wrongTypes(),
        ["10,000 digits", json("1".repeat(10_000))],
        ["a NUL", json("1198765\u00004321")],
      ];
    case "money":
      return [...hostileMoney(spec.max), ["an object", json({ $gt: 0 })]];
    case "mileage":
      return [
        ["1.5", "1.5"],
        ["-1", "-1"],
        ["2,000,001", "2000001"],
        ['"NaN"', '"NaN"'],
        ['"Infinity"', '"Infinity"'],
        ["1e309", "1e309"],
        ["1e20", "1e20"],
        ["letters", '"abc"'],
        ['"1e3"', '"1e3"'],
        ["a boolean", "true"],
        ["an array", "[1]"],
        ["an object", "{}"],
      ];
    case "year":
      return [
        ...wrongTypes(false),
        ['"NaN"', '"NaN"'],
        ["1e309", "1e309"],
        ["-1", "-1"],
        ["1.5", "2022.5"],
        ["10,000 characters", json("2".repeat(10_000))],
        ["a NUL", json("2022\u0000")],
      ];
    case "option":
      return [
        ...wrongTypes(),
        ["a path", json("../../etc/passwd")],
        ["a NUL", json("x\u0000")],
        ["10,000 characters", json(TEN_THOUSAND)],
      ];
    case "id":
      return [
        ...wrongTypes(),
        ["a path", json("../../etc/passwd")],
        ["a NUL", json("c\u0000")],
        ["an encoded path", json("%2e%2e%2f")],
        ["10,000 characters", json("c".repeat(10_000))],
      ];
    case "day":
      return [
        ...wrongTypes(),
        ["31 February", json("2026-02-31")],
        ["month 13", json("2026-13-01")],
        ["a five-digit year", json("99999-01-01")],
        ["a timestamp", json("2026-01-01T00:00:00Z")],
        ["a path", json("../../etc/passwd")],
        ["1e309", "1e309"],
        ["a NUL", json("2026-01-01\u0000")],
      ];
    case "flag":
      return [
        ["a string", json("true")],
        ["a number", "1"],
        ["an object", "{}"],
        ["an array", "[]"],
      ];
    case "list":
      return [
        ["an object", "{}"],
        ["a string", json("Air bag")],
        ["numbers", "[1, 2]"],
        ["a path", json(["../../etc/passwd"])],
        ["10,000 items", json(Array.from({ length: 10_000 }, () => "Air bag"))],
      ];
    case "record":
      return [
        ["an array", "[]"],
        ["a string", json("x")],
        ["a nested object", json({ motor: { a: 1 } })],
        ["a NUL in a key", json({ "mo\u0000tor": "2.0" })],
        ["a 10,000-character value", json({ motor: TEN_THOUSAND })],
        ["10,000 keys", json(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, "v"])))],
      ];
    case "password":
      return [...wrongTypes(), ["10,000 characters", json(TEN_THOUSAND)], ["five characters", json("12345")]];
    case "secret":
      return [...wrongTypes(), ["10,000 characters", json(TEN_THOUSAND)]];
    case "document":
      return [
        ...wrongTypes(),
        ["10,000 digits", json("1".repeat(10_000))],
        ["a NUL", json("529.982.247-25\u0000")],
      ];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The routes: a body that would be accepted, and the kind of each field.

type FieldRoute = {
  name: string;
  method: "POST" | "PUT" | "DELETE";
  path: () => string;
  session: () => Session | null;
  /** A body the route accepts (an update sends only the field under test). */
  valid: () => Record<string, unknown>;
  update: boolean;
  fields: Record<string, Kind>;
  /** The row an update would change (compared before and after). */
  row?: () => Promise<unknown>;
};

const db = () => testDb();
const car = validCar;
const carFields: Record<string, Kind> = {
  brand: { kind: "option" },
  model: { kind: "single", max: 120 },
  year: { kind: "year" },
  price: { kind: "money", max: MAX_CAR_PRICE },
  mileage: { kind: "mileage" },
  color: { kind: "single", max: 60 },
  engine: { kind: "option" },
  transmission: { kind: "option" },
  fuel: { kind: "option" },
  description: { kind: "multi", max: 5_000 },
  whatsappMessage: { kind: "multi", max: 1_000 },
  features: { kind: "list" },
  specifications: { kind: "record" },
  isFeatured: { kind: "flag" },
  isTurbo: { kind: "flag" },
  purchasePrice: { kind: "money", max: MAX_CAR_PRICE },
  purchaseDate: { kind: "day" },
};
const sale = () => validSale(ids.car);
const saleFields: Record<string, Kind> = {
  carId: { kind: "id" },
  clientName: { kind: "single", max: 120 },
  clientPhone: { kind: "phone" },
  clientEmail: { kind: "email" },
  clientDocument: { kind: "document" },
  salePrice: { kind: "money", max: MAX_SALE_PRICE },
  paymentMethod: { kind: "option" },
  paymentDetails: { kind: "multi", max: 5_000 },
  salesperson: { kind: "single", max: 120 },
  status: { kind: "option" },
  saleDate: { kind: "day" },
  notes: { kind: "multi", max: 5_000 },
};
const expense = validExpense;
const expenseFields: Record<string, Kind> = {
  description: { kind: "single", max: 500 },
  amount: { kind: "money", max: MAX_OTHER_AMOUNT },
  category: { kind: "option" },
  date: { kind: "day" },
  carId: { kind: "id" },
};
const invoice = validInvoice;
const invoiceFields: Record<string, Kind> = {
  type: { kind: "option" },
  number: { kind: "option" },
  carId: { kind: "id" },
  clientName: { kind: "single", max: 120 },
  clientDocument: { kind: "document" },
  amount: { kind: "money", max: MAX_OTHER_AMOUNT },
  issueDate: { kind: "day" },
  status: { kind: "option" },
  description: { kind: "multi", max: 5_000 },
};
const documentFields: Record<string, Kind> = {
  title: { kind: "single", max: 200 },
  type: { kind: "option" },
  carId: { kind: "id" },
  clientName: { kind: "single", max: 120 },
  expiryDate: { kind: "day" },
};
const contact = validContact;

const ROUTES: FieldRoute[] = [
  {
    name: "POST /api/auth/register",
    method: "POST",
    path: () => "/api/auth/register",
    session: () => null,
    valid: () => ({ email: uniqueEmail("hostil"), password: "senha-segura-1", name: "Ana" }),
    update: false,
    fields: { email: { kind: "email" }, password: { kind: "password" }, name: { kind: "single", max: 120 } },
  },
  {
    name: "POST /api/auth/login",
    method: "POST",
    path: () => "/api/auth/login",
    session: () => null,
    valid: () => ({ email: uniqueEmail("hostil"), password: "senha-errada" }),
    update: false,
    fields: { email: { kind: "email" }, password: { kind: "secret" } },
  },
  {
    name: "POST /api/cars",
    method: "POST",
    path: () => "/api/cars",
    session: () => gerente,
    valid: () => car(),
    update: false,
    fields: carFields,
  },
  {
    name: "PUT /api/cars/{id}",
    method: "PUT",
    path: () => `/api/cars/${ids.car}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: carFields,
    row: () => db().car.findUnique({ where: { id: ids.car } }),
  },
  {
    name: "POST /api/contact-tickets (contact)",
    method: "POST",
    path: () => "/api/contact-tickets",
    session: () => null,
    valid: contact,
    update: false,
    fields: {
      name: { kind: "single", max: 120 },
      email: { kind: "email" },
      phone: { kind: "phone" },
      subject: { kind: "option" },
      message: { kind: "multi", max: 5_000 },
    },
  },
  {
    name: "POST /api/contact-tickets (proposal)",
    method: "POST",
    path: () => "/api/contact-tickets",
    session: () => null,
    valid: () => ({ ...contact(), subject: undefined, carId: ids.car }),
    update: false,
    fields: { carId: { kind: "id" } },
  },
  {
    name: "PUT /api/contact-tickets/{id}",
    method: "PUT",
    path: () => `/api/contact-tickets/${ids.ticket}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: { status: { kind: "option" } },
    row: () => db().contactTicket.findUnique({ where: { id: ids.ticket } }),
  },
  {
    name: "POST /api/analytics/track",
    method: "POST",
    path: () => "/api/analytics/track",
    session: () => null,
    valid: () => ({ carId: ids.car, action: "view" }),
    update: false,
    fields: { carId: { kind: "id" }, action: { kind: "option" } },
  },
  {
    name: "POST /api/sales",
    method: "POST",
    path: () => "/api/sales",
    session: () => gerente,
    valid: sale,
    update: false,
    fields: saleFields,
  },
  {
    name: "PUT /api/sales/{id}",
    method: "PUT",
    path: () => `/api/sales/${ids.sale}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: saleFields,
    row: () => db().sale.findUnique({ where: { id: ids.sale } }),
  },
  {
    name: "POST /api/expenses",
    method: "POST",
    path: () => "/api/expenses",
    session: () => gerente,
    valid: expense,
    update: false,
    fields: expenseFields,
  },
  {
    name: "PUT /api/expenses/{id}",
    method: "PUT",
    path: () => `/api/expenses/${ids.expense}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: expenseFields,
    row: () => db().expense.findUnique({ where: { id: ids.expense } }),
  },
  {
    name: "PUT /api/documents/{id}",
    method: "PUT",
    path: () => `/api/documents/${ids.document}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: documentFields,
    row: () => db().document.findUnique({ where: { id: ids.document } }),
  },
  {
    name: "POST /api/invoices",
    method: "POST",
    path: () => "/api/invoices",
    session: () => gerente,
    valid: invoice,
    update: false,
    fields: invoiceFields,
  },
  {
    name: "PUT /api/invoices/{id}",
    method: "PUT",
    path: () => `/api/invoices/${ids.invoice}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: invoiceFields,
    row: () => db().invoice.findUnique({ where: { id: ids.invoice } }),
  },
  {
    name: "PUT /api/users/{id}",
    method: "PUT",
    path: () => `/api/users/${ids.user}`,
    session: () => gerente,
    valid: () => ({}),
    update: true,
    fields: { role: { kind: "option" } },
    row: () => db().user.findUnique({ where: { id: ids.user } }),
  },
  {
    name: "POST /api/admin/clear-data",
    method: "POST",
    path: () => "/api/admin/clear-data",
    session: () => gerente,
    valid: () => ({}),
    update: false,
    fields: { dataType: { kind: "option" } },
  },
  {
    name: "DELETE /api/cloudinary/delete-image",
    method: "DELETE",
    path: () => "/api/cloudinary/delete-image",
    session: () => gerente,
    valid: () => ({}),
    update: false,
    fields: { publicId: { kind: "id" } },
  },
];

/** `valid` with `field` set to a raw JSON text. */
function bodyWith(valid: Record<string, unknown>, field: string, raw: string): string {
  const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
  const text = JSON.stringify(rest);
  return text === "{}"
    ? `{${JSON.stringify(field)}:${raw}}`
    : `${text.slice(0, -1)},${JSON.stringify(field)}:${raw}}`;
}

describe.each(ROUTES)("$name", (route) => {
  for (const [field, spec] of Object.entries(route.fields)) {
    it(`refuses hostile ${field} (${spec.kind}) with 400, writing nothing`, async () => {
      for (const [label, raw] of hostileValues(spec)) {
        const where = `${route.name} ${field}=${label}`;
        const before = route.row ? JSON.stringify(await route.row()) : null;
        await expectNoWrites(where, async () => {
          const response = await api(route.path(), {
            method: route.method,
            body: bodyWith(route.valid(), field, raw),
            headers: { "Content-Type": "application/json" },
            session: route.session(),
          });
          await expectFieldError(response, field, where);
        });
        if (route.row) expect(JSON.stringify(await route.row()), `${where}: row changed`).toBe(before);
      }
    });
  }
});
