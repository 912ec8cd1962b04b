import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, uniqueEmail, type SignedInUser } from "../helpers/auth";
import { createDocument, createExpense } from "../helpers/business-records";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import {
  CONTROL_CHARACTERS,
  TEN_THOUSAND,
  expectFieldError,
  expectNoWrites,
  inside,
} from "../helpers/hostile";
import { PDF_FILE } from "../helpers/images";
import { validCar, validContact, validExpense, validInvoice, validSale } from "../helpers/valid-bodies";

// Hostile input, continued from hostile-fields.test.ts (the JSON bodies of every route): the multipart bodies of
// expenses and documents, text that only looks hostile and must be stored as given, and null in required fields.

let gerente: SignedInUser;
const ids = { car: "", expense: "", document: "" };
const createdCars: string[] = [];

beforeAll(async () => {
  gerente = await signedInAs("gerente");
  ids.car = (await createCar({ model: "Campo Hostil" })).id;
  createdCars.push(ids.car);
  ids.expense = (await createExpense({ amount: 100 })).id;
  ids.document = (await createDocument()).id;
});

afterAll(async () => {
  await removeCars(createdCars);
});

const car = validCar;
const sale = () => validSale(ids.car);
const expense = validExpense;
const invoice = validInvoice;
const contact = validContact;

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
