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
import { PDF_FILE } from "../helpers/images";

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
const car = (overrides: Record<string, unknown> = {}) => ({
  brand: "Toyota",
  model: "Corolla XEi",
  year: "2022",
  price: 99_900,
  mileage: 25_000,
  color: "Prata",
  engine: "2.0",
  transmission: "Automático",
  fuel: "Flex",
  description: "Revisado.",
  features: ["Air bag"],
  specifications: { Motor: "2.0" },
  isFeatured: false,
  isTurbo: false,
  whatsappMessage: "Olá!",
  purchasePrice: 80_000,
  purchaseDate: "2025-01-10",
  ...overrides,
});
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
const sale = () => ({
  carId: ids.car,
  clientName: "Cliente Hostil",
  clientPhone: "(11) 98765-4321",
  clientEmail: "cliente@example.com",
  clientDocument: "529.982.247-25",
  salePrice: 95_000,
  paymentMethod: "cash",
  paymentDetails: "Pix",
  salesperson: "Vendedor",
  status: "negotiating",
  saleDate: "2026-01-10",
  notes: "Observação",
});
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
const expense = () => ({ description: "Lavagem", amount: 150, category: "maintenance", date: "2026-01-10" });
const expenseFields: Record<string, Kind> = {
  description: { kind: "single", max: 500 },
  amount: { kind: "money", max: MAX_OTHER_AMOUNT },
  category: { kind: "option" },
  date: { kind: "day" },
  carId: { kind: "id" },
};
const invoice = () => ({
  type: "sale",
  number: "",
  clientName: "Cliente Hostil",
  clientDocument: "52998224725",
  amount: 1_000,
  issueDate: "2026-01-10",
  status: "issued",
  description: "Venda",
});
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
const contact = () => ({
  name: "Maria Silva",
  email: "maria@example.com",
  phone: "(11) 98765-4321",
  subject: "financiamento",
  message: "Olá,\nquero informações.",
});

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

// ---------------------------------------------------------------------------------------------------------------
// Multipart routes: every field arrives as text; a file part where a text is expected does not count as one.

function form(fields: Record<string, string>, file?: { field: string; bytes: Uint8Array; name: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set(file.field, new Blob([Buffer.from(file.bytes)], { type: "application/pdf" }), file.name);
  return data;
}

const TEXT_HOSTILE: Array<[string, string]> = [
  ["10,000 characters", TEN_THOUSAND],
  ...CONTROL_CHARACTERS.map(([label, char]) => [label, inside(char)] as [string, string]),
  ["a line break", inside("\n")],
  ["a right-to-left override", inside("\u202e")],
];
const MONEY_HOSTILE = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1",
  "0",
  "1e20",
  "0.001",
  "1000000000.01",
  "abc",
  "0x10",
  "[5]",
  "true",
  "",
];

describe("multipart bodies (expenses and documents)", () => {
  const multipartCases: Array<{
    path: () => string;
    method: "POST" | "PUT";
    fileField: string;
    valid: Record<string, string>;
    text: string[];
    money: string[];
  }> = [
    {
      path: () => "/api/expenses",
      method: "POST",
      fileField: "receipt",
      valid: { description: "Lavagem", amount: "150", category: "maintenance", date: "2026-01-10" },
      text: ["description"],
      money: ["amount"],
    },
    {
      path: () => `/api/expenses/${ids.expense}`,
      method: "PUT",
      fileField: "receipt",
      valid: {},
      text: ["description"],
      money: ["amount"],
    },
    {
      path: () => "/api/documents",
      method: "POST",
      fileField: "file",
      valid: { title: "Contrato", type: "contract" },
      text: ["title", "clientName"],
      money: [],
    },
    {
      path: () => `/api/documents/${ids.document}`,
      method: "PUT",
      fileField: "file",
      valid: {},
      text: ["title", "clientName"],
      money: [],
    },
  ];

  it.each(multipartCases)(
    "$method $fileField route: hostile text and money fields are refused with 400",
    async (spec) => {
      const pdf = { field: spec.fileField, bytes: PDF_FILE, name: "comprovante.pdf" };
      for (const field of spec.text) {
        for (const [label, value] of TEXT_HOSTILE) {
          await expectNoWrites(`${spec.method} ${field}=${label}`, async () => {
            const response = await api(spec.path(), {
              method: spec.method,
              body: form({ ...spec.valid, [field]: value }, pdf),
              session: gerente,
            });
            await expectFieldError(response, field, `${spec.method} ${spec.path()} ${field}=${label}`);
          });
        }
      }
      for (const field of spec.money) {
        for (const value of MONEY_HOSTILE) {
          await expectNoWrites(`${spec.method} ${field}=${value}`, async () => {
            const response = await api(spec.path(), {
              method: spec.method,
              body: form({ ...spec.valid, [field]: value }, pdf),
              session: gerente,
            });
            await expectFieldError(
              response,
              field,
              `${spec.method} ${spec.path()} ${field}=${JSON.stringify(value)}`,
            );
          });
        }
      }
    },
  );

  it("does not take a file part for a text field", async () => {
    const data = form({ type: "contract" }, { field: "file", bytes: PDF_FILE, name: "a.pdf" });
    data.set("title", new Blob([Buffer.from("Contrato")], { type: "text/plain" }), "title.txt");
    await expectNoWrites("file as title", async () => {
      await expectFieldError(
        await api("/api/documents", { method: "POST", body: data, session: gerente }),
        "title",
        "file as title",
      );
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Legitimate text: stored exactly as given.

describe("text that is legitimate is stored as given", () => {
  const ZERO_WIDTH = "Jo\u200bão da Silva"; // a zero-width space inside a name
  const RTL_NAME = "דוד כהן"; // Hebrew letters: right-to-left text, no override characters
  const MULTILINE = "Linha 1\nLinha 2\r\nLinha 3\u2028Linha 4 \u202eTXET\u202c fim";

  it("names keep zero-width spaces and right-to-left letters; messages keep line breaks and bidi marks", async () => {
    for (const name of [ZERO_WIDTH, RTL_NAME]) {
      const response = await api("/api/contact-tickets", {
        method: "POST",
        json: { ...contact(), name, message: MULTILINE },
      });
      expect(response.status, name).toBe(201);
      const { ticket } = (await response.json()) as { ticket: { id: string } };
      const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticket.id } });
      expect(row.name).toBe(name);
      expect(row.message).toBe(MULTILINE);
    }
  });

  it("sales, invoices and sign-up keep them too", async () => {
    const saleResponse = await api("/api/sales", {
      method: "POST",
      json: { ...sale(), clientName: ZERO_WIDTH, notes: MULTILINE },
      session: gerente,
    });
    expect(saleResponse.status).toBe(201);
    const { sale: created } = (await saleResponse.json()) as {
      sale: { id: string; clientName: string; notes: string };
    };
    expect(created.clientName).toBe(ZERO_WIDTH);
    expect(created.notes).toBe(MULTILINE);
    await testDb().sale.delete({ where: { id: created.id } });

    const invoiceResponse = await api("/api/invoices", {
      method: "POST",
      json: { ...invoice(), clientName: RTL_NAME, description: MULTILINE },
      session: gerente,
    });
    expect(invoiceResponse.status).toBe(201);
    const { invoice: stored } = (await invoiceResponse.json()) as {
      invoice: { clientName: string; description: string };
    };
    expect(stored).toMatchObject({ clientName: RTL_NAME, description: MULTILINE });

    const email = uniqueEmail("zw");
    const signUp = await api("/api/auth/register", {
      method: "POST",
      json: { email, password: "senha-segura-1", name: ZERO_WIDTH },
    });
    expect(signUp.status).toBe(201);
    expect((await testDb().user.findUniqueOrThrow({ where: { email } })).name).toBe(ZERO_WIDTH);
  });

  it("a car keeps a zero-width space in its model and line breaks in its description", async () => {
    const response = await api("/api/cars", {
      method: "POST",
      json: car({ model: "Corolla\u200b XEi", description: MULTILINE }),
      session: gerente,
    });
    expect(response.status).toBe(201);
    const { car: created } = (await response.json()) as {
      car: { id: string; model: string; description: string };
    };
    createdCars.push(created.id);
    expect(created.model).toBe("Corolla\u200b XEi");
    expect(created.description).toBe(MULTILINE);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// null where a required text is expected, and shapes no schema wrote a message for.

describe("null in required fields and messages nobody wrote", () => {
  const required: Array<[string, string, () => Record<string, unknown>, string[]]> = [
    [
      "/api/auth/register",
      "POST",
      () => ({ email: uniqueEmail("nulo"), password: "senha-segura-1" }),
      ["email", "password"],
    ],
    ["/api/cars", "POST", () => car(), ["brand", "model", "year", "price", "mileage", "color"]],
    ["/api/contact-tickets", "POST", contact, ["name", "email", "phone", "message"]],
    [
      "/api/sales",
      "POST",
      sale,
      ["carId", "clientName", "clientPhone", "salePrice", "paymentMethod", "salesperson", "saleDate"],
    ],
    ["/api/expenses", "POST", expense, ["description", "amount", "category", "date"]],
    [
      "/api/invoices",
      "POST",
      invoice,
      ["type", "clientName", "clientDocument", "amount", "issueDate", "description"],
    ],
  ];

  it.each(required)(
    "%s refuses null in each required field with 400 naming it",
    async (path, method, valid, fields) => {
      for (const field of fields) {
        await expectNoWrites(`${path} ${field}=null`, async () => {
          const response = await api(path, {
            method,
            json: { ...valid(), [field]: null },
            session: path.includes("auth") || path.includes("contact") ? null : gerente,
          });
          await expectFieldError(response, field, `${path} ${field}=null`);
        });
      }
    },
  );

  it("answers in pt-BR even where a schema names no message (zod's own messages)", async () => {
    const before = JSON.stringify(await testDb().expense.findUnique({ where: { id: ids.expense } }));
    for (const value of [5, "sim", { a: 1 }]) {
      const response = await api(`/api/expenses/${ids.expense}`, {
        method: "PUT",
        json: { removeReceipt: value },
        session: gerente,
      });
      await expectFieldError(response, "removeReceipt", `removeReceipt=${JSON.stringify(value)}`);
    }
    expect(JSON.stringify(await testDb().expense.findUnique({ where: { id: ids.expense } }))).toBe(before);
  });
});
