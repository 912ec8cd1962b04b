import { randomBytes } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import {
  DOCUMENT_SORT_FIELDS,
  EXPENSE_SORT_FIELDS,
  INVALID_ORDER,
  INVALID_PAGE,
  INVALID_PAGE_SIZE,
  INVOICE_SORT_FIELDS,
  SALE_SORT_FIELDS,
  SEARCH_TOO_LONG,
  TICKET_SORT_FIELDS,
  USER_SORT_FIELDS,
  invalidSort,
} from "@/lib/lists/query";

import { api, createUser, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// The admin lists at scale (docs/admin-panel.md "Lists"): page, pageSize, q, sort and order on every list,
// totals and summaries over every match, and the CSV exports streaming every matching row.

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
/** A word no other test writes, so each test counts only its own rows in the shared database. */
const marker = () => `mk${randomBytes(5).toString("hex")}`;

let gerente: SignedInUser;
let vendedor: SignedInUser;
let ajudante: SignedInUser;

beforeAll(async () => {
  [gerente, vendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
});

async function list<T = Record<string, unknown>>(path: string, session: SignedInUser = gerente) {
  const response = await api(path, { session });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T & { total: number; page: number; pageSize: number };
}

const LISTS = [
  { path: "/api/sales", key: "sales", fields: SALE_SORT_FIELDS },
  { path: "/api/expenses", key: "expenses", fields: EXPENSE_SORT_FIELDS },
  { path: "/api/documents", key: "documents", fields: DOCUMENT_SORT_FIELDS },
  { path: "/api/invoices", key: "invoices", fields: INVOICE_SORT_FIELDS },
  { path: "/api/contact-tickets", key: "tickets", fields: TICKET_SORT_FIELDS },
  { path: "/api/users", key: "users", fields: USER_SORT_FIELDS },
] as const;

describe("every admin list's query", () => {
  it("answers 400 with a pt-BR error for a page, size, search, sort or order it cannot use", async () => {
    for (const { path, fields } of LISTS) {
      const cases: Array<[string, string]> = [
        ["page=0", INVALID_PAGE],
        ["page=-1", INVALID_PAGE],
        ["page=abc", INVALID_PAGE],
        ["page=1.5", INVALID_PAGE],
        ["page=99999999999999999999", INVALID_PAGE],
        ["pageSize=0", INVALID_PAGE_SIZE],
        ["pageSize=201", INVALID_PAGE_SIZE],
        ["pageSize=1e2", INVALID_PAGE_SIZE],
        [`q=${"a".repeat(201)}`, SEARCH_TOO_LONG],
        ["sort=passwordHash", invalidSort(fields)],
        ["sort=search", invalidSort(fields)],
        ["order=up", INVALID_ORDER],
      ];
      for (const [query, message] of cases) {
        const response = await api(`${path}?${query}`, { session: gerente });
        expect(response.status, `${path}?${query}`).toBe(400);
        expect((await response.json()).error, `${path}?${query}`).toBe(message);
      }
    }
  });

  it("pages with 1 to 200 items (50 by default) and answers total, page and pageSize", async () => {
    for (const { path, key } of LISTS) {
      const first = await list<Record<string, unknown[]>>(path);
      expect(first.page).toBe(1);
      expect(first.pageSize).toBe(50);
      expect(first[key]!.length).toBe(Math.min(50, first.total));
      const widest = await list<Record<string, unknown[]>>(`${path}?pageSize=200`);
      expect(widest.pageSize).toBe(200);
      expect(widest[key]!.length).toBe(Math.min(200, widest.total));
      const beyond = await list<Record<string, unknown[]>>(`${path}?page=1000000&pageSize=1`);
      expect(beyond[key]).toEqual([]);
      expect(beyond.total).toBe(widest.total);
    }
  });

  it("sorts by each field of the item, both ways", async () => {
    for (const { path, key, fields } of LISTS) {
      for (const field of fields) {
        for (const order of ["asc", "desc"] as const) {
          const answer = await list<Record<string, Array<Record<string, unknown>>>>(
            `${path}?sort=${field}&order=${order}&pageSize=200`,
          );
          const values = answer[key]!.map((item) => item[field]);
          // Enum fields sort in their declared order and nullable ones put empty values last: checked on
          // the plain fields, where the item's value orders as the column does.
          if (
            values.some((value) => value === null) ||
            ["status", "type", "category", "role", "subject", "paymentMethod"].includes(field)
          )
            continue;
          const sorted = [...values].sort((a, b) => compare(a, b) * (order === "asc" ? 1 : -1));
          expect(values, `${path} sort=${field} order=${order}`).toEqual(sorted);
        }
      }
    }
  });
});

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  // The database compares bytes (C collation): so do these code-unit comparisons of ASCII-led texts.
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return Buffer.compare(left, right);
}

describe("searching on the server", () => {
  it("finds every word in any order, case- and accent-insensitive, and totals every match", async () => {
    const mark = marker();
    const db = testDb();
    await db.expense.create({
      data: {
        description: `Revisão do João ${mark}`,
        amount: "100.10",
        category: "maintenance",
        date: day("2026-10-01"),
      },
    });
    await db.expense.create({
      data: {
        description: `Pneus do JOÃO ${mark}`,
        amount: "200.20",
        category: "vehicles",
        date: day("2026-10-02"),
      },
    });
    await db.expense.create({
      data: {
        description: `Lavagem ${mark}`,
        amount: "300.30",
        category: "maintenance",
        date: day("2026-10-03"),
      },
    });

    const joao = await list<{ expenses: Array<{ description: string }> }>(`/api/expenses?q=joao%20${mark}`);
    expect(joao.total).toBe(2);
    expect(joao.expenses.map((expense) => expense.description).sort()).toEqual([
      `Pneus do JOÃO ${mark}`,
      `Revisão do João ${mark}`,
    ]);
    const reversed = await list<{ expenses: unknown[] }>(
      `/api/expenses?q=${encodeURIComponent(`REVISAO ${mark.toUpperCase()} joão`)}`,
    );
    expect(reversed.total).toBe(1);
    // Plain ASCII words are folded without asking the database: upper case still matches.
    expect((await list(`/api/expenses?q=LAVAGEM%20${mark.toUpperCase()}`)).total).toBe(1);
    // A category matches by its label ('Manutenção'), accents or not.
    const category = await list<{ expenses: unknown[] }>(`/api/expenses?q=manutencao%20${mark}`);
    expect(category.total).toBe(2);
    // The amount as the list shows it, with a decimal comma.
    expect((await list(`/api/expenses?q=${encodeURIComponent(`200,20 ${mark}`)}`)).total).toBe(1);
    // LIKE's wildcards are plain characters.
    expect((await list(`/api/expenses?q=${encodeURIComponent(`${mark}%`)}`)).total).toBe(0);
    expect((await list(`/api/expenses?q=${encodeURIComponent(`${mark.slice(0, -1)}_`)}`)).total).toBe(0);

    // The summary covers every match, not the page.
    const paged = await list<{
      expenses: unknown[];
      summary: { total: number; byCategory: Record<string, number> };
    }>(`/api/expenses?q=${mark}&pageSize=1&page=2`);
    expect(paged.total).toBe(3);
    expect(paged.expenses).toHaveLength(1);
    expect(paged.summary.total).toBe(600.6);
    expect(paged.summary.byCategory.maintenance).toBe(400.4);
    expect(paged.summary.byCategory.vehicles).toBe(200.2);
    expect(paged.summary.byCategory.marketing).toBe(0);
  });

  it("keeps a renamed or deleted car's name right in the search of its expenses and documents", async () => {
    const mark = marker();
    const car = await createCar({ brand: "Citroën", model: `Cactus${mark}` });
    const db = testDb();
    await db.expense.create({
      data: {
        description: "Funilaria",
        amount: "10.00",
        category: "vehicles",
        date: day("2026-10-01"),
        carId: car.id,
      },
    });
    await db.document.create({ data: { title: "Recibo", type: "other", carId: car.id } });
    expect((await list(`/api/expenses?q=citroen%20cactus${mark}`)).total).toBe(1);
    await db.car.update({ where: { id: car.id }, data: { model: `Picasso${mark}` } });
    expect((await list(`/api/expenses?q=cactus${mark}`)).total).toBe(0);
    expect((await list(`/api/expenses?q=picasso${mark}`)).total).toBe(1);
    expect((await list(`/api/documents?q=picasso${mark}`)).total).toBe(1);
    await db.car.delete({ where: { id: car.id } });
    expect((await list(`/api/documents?q=picasso${mark}`)).total).toBe(0);
  });

  it("sales: search over car, client, salesperson, payment and status labels; newest first; closed total of every match", async () => {
    const mark = marker();
    const db = testDb();
    const made = [];
    for (const [index, status] of (["closed", "negotiating", "closed", "cancelled"] as const).entries()) {
      made.push(
        await db.sale.create({
          data: {
            carBrand: "Volkswagen",
            carModel: `Nivus ${mark}`,
            carYear: "2023",
            clientName: index === 0 ? "Márcia Conceição" : `Cliente ${index}`,
            clientPhone: "11987654321",
            salePrice: (1000 * (index + 1)).toFixed(2),
            paymentMethod: index === 1 ? "consorcio" : "cash",
            salesperson: "Vendedor Teste",
            status,
            saleDate: day("2026-11-10"),
            createdAt: new Date(Date.UTC(2026, 10, 10, 12, index)),
          },
        }),
      );
    }
    const all = await list<{
      sales: Array<{ id: string }>;
      summary: { closedTotal: number; byStatus: Record<string, number> };
    }>(`/api/sales?q=${mark}`, vendedor);
    expect(all.total).toBe(4);
    expect(all.sales.map((sale) => sale.id)).toEqual(made.map((sale) => sale.id).reverse());
    expect(all.summary).toEqual({ closedTotal: 4000, byStatus: { negotiating: 1, closed: 2, cancelled: 1 } });
    expect((await list(`/api/sales?q=marcia%20conceicao%20${mark}`)).total).toBe(1);
    expect((await list(`/api/sales?q=${encodeURIComponent(`consórcio ${mark}`)}`)).total).toBe(1);
    expect((await list(`/api/sales?q=fechada%20${mark}`)).total).toBe(2);
    expect((await list(`/api/sales?q=10/11/2026%20${mark}`)).total).toBe(4);
    const cheapest = await list<{ sales: Array<{ salePrice: number }> }>(
      `/api/sales?q=${mark}&sort=salePrice&order=asc&pageSize=2&page=2`,
    );
    expect(cheapest.sales.map((sale) => sale.salePrice)).toEqual([3000, 4000]);
  });

  it("documents: counts per type and expiry and the alerts cover every match", async () => {
    const mark = marker();
    const db = testDb();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    const shift = (days: number) => new Date(day(today).getTime() + days * 86_400_000);
    await db.document.createMany({
      data: [
        { title: `Contrato ${mark}`, type: "contract", expiryDate: shift(-10) },
        { title: `CNH ${mark}`, type: "cnh", expiryDate: shift(1) },
        { title: `Laudo ${mark}`, type: "vehicle_doc", expiryDate: shift(30) },
        { title: `Interno ${mark}`, type: "internal" },
      ],
    });
    const answer = await list<{
      documents: unknown[];
      summary: {
        byType: Record<string, number>;
        expiry: Record<string, number>;
        alerts: Array<{ title: string; expiryStatus: string }>;
      };
    }>(`/api/documents?q=${mark}&pageSize=1`);
    expect(answer.total).toBe(4);
    expect(answer.summary.byType).toEqual({ contract: 1, cnh: 1, vehicle_doc: 1, internal: 1, other: 0 });
    expect(answer.summary.expiry).toEqual({ expired: 1, expiring: 1, valid: 1 });
    expect(answer.summary.alerts.map((alert) => [alert.title, alert.expiryStatus])).toEqual([
      [`CNH ${mark}`, "expiring"],
      [`Contrato ${mark}`, "expired"],
    ]);
    // The expiry status is searchable by its label.
    expect((await list(`/api/documents?q=vencido%20${mark}`)).total).toBe(1);
    expect((await list(`/api/documents?q=valido%20${mark}`)).total).toBe(1);
    // The summary matches what the list matches: a type's label ('Documento do veículo'), a status's label
    // ('Vence em breve', either word), both at once, and a word found in no text.
    type Summary = { byType: Record<string, number>; expiry: Record<string, number> };
    const summaryOf = async (q: string) =>
      list<{ documents: unknown[]; summary: Summary }>(`/api/documents?q=${encodeURIComponent(q)}`);
    const vehicle = await summaryOf(`VEÍCULO ${mark}`);
    expect(vehicle.total).toBe(1);
    expect(vehicle.documents).toHaveLength(1);
    expect(vehicle.summary.byType.vehicle_doc).toBe(1);
    expect(vehicle.summary.expiry).toEqual({ expired: 0, expiring: 0, valid: 1 });
    const soon = await summaryOf(`breve ${mark}`);
    expect(soon.total).toBe(1);
    expect(soon.summary.byType.cnh).toBe(1);
    expect(soon.summary.expiry).toEqual({ expired: 0, expiring: 1, valid: 0 });
    const either = await summaryOf(`${mark} contrato`);
    expect(either.summary.byType).toEqual({ contract: 1, cnh: 0, vehicle_doc: 0, internal: 0, other: 0 });
    const none = await summaryOf(`${mark} nenhum`);
    expect([none.total, none.summary.expiry]).toEqual([0, { expired: 0, expiring: 0, valid: 0 }]);
    // Empty expiry dates sort last both ways.
    for (const order of ["asc", "desc"]) {
      const sorted = await list<{ documents: Array<{ expiryDate: string | null }> }>(
        `/api/documents?q=${mark}&sort=expiry_date&order=${order}`,
      );
      expect(sorted.documents.at(-1)!.expiryDate).toBeNull();
    }
  });

  it("invoices: 'Total em vendas' and 'Total em compras' of every match, cancelled ones left out", async () => {
    const mark = marker();
    const db = testDb();
    const invoice = (
      type: "sale" | "purchase",
      amount: string,
      status: "issued" | "sent" | "paid" | "cancelled" = "issued",
    ) => ({
      type,
      number: `T${randomBytes(6).toString("hex").toUpperCase()}`,
      clientName: `José ${mark}`,
      clientDocument: "52998224725",
      amount,
      issueDate: day("2026-11-10"),
      status,
      description: "Nota",
    });
    await db.invoice.createMany({
      data: [
        invoice("sale", "100.00"),
        invoice("sale", "50.00", "cancelled"),
        invoice("purchase", "30.00"),
        // Totals add every status but 'cancelled', to the cent.
        invoice("sale", "0.10", "sent"),
        invoice("sale", "0.20", "paid"),
      ],
    });
    const answer = await list<{ summary: { saleTotal: number; purchaseTotal: number } }>(
      `/api/invoices?q=jose%20${mark}&pageSize=1`,
    );
    expect(answer.total).toBe(5);
    expect(answer.summary).toEqual({ saleTotal: 100.3, purchaseTotal: 30 });
    // The masked CPF as displayed, and the type's label.
    expect((await list(`/api/invoices?q=${encodeURIComponent(`529.982 ${mark}`)}`)).total).toBe(5);
    expect((await list(`/api/invoices?q=compra%20${mark}`)).total).toBe(1);
    // The hidden digits of the CPF are not searchable.
    expect((await list(`/api/invoices?q=24725%20${mark}`)).total).toBe(0);
  });

  it("tickets: open ones first across pages, then newest; the open count covers every match", async () => {
    const mark = marker();
    const db = testDb();
    const at = (minute: number) => new Date(Date.now() - (60 - minute) * 60_000);
    const make = (name: string, status: "pending" | "resolved" | "proposal", minute: number) =>
      db.contactTicket.create({
        data: {
          name: `${name} ${mark}`,
          phone: "11987654321",
          message: "Olá",
          status,
          createdAt: at(minute),
          resolvedAt: status === "resolved" ? new Date() : null,
        },
      });
    await make("Resolvido novo", "resolved", 50);
    await make("Pendente antigo", "pending", 10);
    await make("Proposta", "proposal", 20);
    await make("Resolvido antigo", "resolved", 5);
    await db.contactTicket.create({
      data: {
        name: `Velho ${mark}`,
        phone: "11987654321",
        message: "x",
        status: "resolved",
        resolvedAt: day("2020-01-01"),
      },
    });
    const first = await list<{ tickets: Array<{ name: string }>; summary: { open: number } }>(
      `/api/contact-tickets?q=${mark}&pageSize=3`,
      ajudante,
    );
    expect(first.total).toBe(4);
    expect(first.summary.open).toBe(2);
    const second = await list<{ tickets: Array<{ name: string }> }>(
      `/api/contact-tickets?q=${mark}&pageSize=3&page=2`,
      ajudante,
    );
    expect([...first.tickets, ...second.tickets].map((ticket) => ticket.name)).toEqual(
      ["Proposta", "Pendente antigo", "Resolvido novo", "Resolvido antigo"].map((name) => `${name} ${mark}`),
    );
    expect((await list(`/api/contact-tickets?q=PENDENTE%20${mark}`, ajudante)).total).toBe(1);
  });

  it("users: e-mail search and the staff filter", async () => {
    const mark = marker();
    await createUser({ role: "vendedor", email: `${mark}-vendedor@test.local` });
    await createUser({ role: "user", email: `${mark}-cliente@test.local` });
    const everyone = await list<{ success: boolean; users: Array<{ email: string }> }>(
      `/api/users?q=${mark}`,
    );
    expect(everyone.success).toBe(true);
    expect(everyone.total).toBe(2);
    const staff = await list<{ users: Array<{ email: string; role: string }> }>(
      `/api/users?q=${mark}&staff=true`,
    );
    expect(staff.users.map((user) => user.role)).toEqual(["vendedor"]);
  });
});

describe("permissions stay as they were", () => {
  it("answers 401 without a session and 403 without the list's permission", async () => {
    for (const { path } of LISTS) expect((await api(`${path}?page=1`)).status, path).toBe(401);
    for (const path of ["/api/expenses", "/api/users", "/api/exports/expenses"])
      expect((await api(`${path}?q=x`, { session: vendedor })).status, path).toBe(403);
    for (const path of ["/api/sales", "/api/documents", "/api/invoices", "/api/exports/sales"])
      expect((await api(`${path}?q=x`, { session: ajudante })).status, path).toBe(403);
    // A vendedor reads every sale, a colleague's too.
    const mark = marker();
    const colleague = await createUser({ role: "vendedor" });
    await testDb().sale.create({
      data: {
        carBrand: "Fiat",
        carModel: mark,
        carYear: "2020",
        clientName: "Cliente",
        clientPhone: "11987654321",
        salePrice: "1000.00",
        paymentMethod: "cash",
        salesperson: colleague.name,
        salespersonId: colleague.id,
        saleDate: day("2026-11-10"),
      },
    });
    expect((await list(`/api/sales?q=${mark}`, vendedor)).total).toBe(1);
  });
});

describe("CSV exports with q", () => {
  it("stream every matching row, newest first, across batches", async () => {
    const mark = marker();
    const count = 1_234;
    // One creation instant for all: the batches must follow the id to neither repeat nor skip a row.
    const createdAt = new Date("2026-11-01T12:00:00.000Z");
    await testDb().expense.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        description: `Lote ${mark} nº ${String(index).padStart(4, "0")}`,
        amount: "1.50",
        category: "other" as const,
        date: day("2026-11-01"),
        createdAt,
      })),
    });
    await testDb().expense.create({
      data: { description: `Outro ${mark}`, amount: "2.00", category: "rent", date: day("2026-11-02") },
    });
    const response = await api(`/api/exports/expenses?q=${encodeURIComponent(`lote ${mark}`)}`, {
      session: gerente,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="despesas_detalhado_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The bytes as sent: Response.text() would drop the BOM.
    const text = Buffer.from(await response.arrayBuffer()).toString("utf8");
    expect(text.startsWith('\uFEFF"Data";"Descrição";"Categoria";"Valor";"Carro";"Comprovante"\r\n')).toBe(
      true,
    );
    const lines = text.slice(1).split("\r\n").filter(Boolean).slice(1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines).size).toBe(count);
    expect(lines[0]).toMatch(/^"01\/11\/2026";"Lote mk[0-9a-f]+ nº \d{4}";"Outros";"1,50";"";""$/);
    const ids = await testDb().expense.findMany({
      where: { description: { startsWith: `Lote ${mark}` } },
      orderBy: [{ id: "desc" }],
      select: { description: true },
    });
    expect(lines.map((line) => line.split(";")[1]!.slice(1, -1))).toEqual(ids.map((row) => row.description));
  });

  it("take q on sales and invoices too, and refuse a search too long", async () => {
    const mark = marker();
    await testDb().sale.create({
      data: {
        carBrand: "Honda",
        carModel: "Civic",
        carYear: "2021",
        clientName: `Ana ${mark}`,
        clientPhone: "11987654321",
        salePrice: "1234.50",
        paymentMethod: "cash",
        salesperson: "Vendedor",
        saleDate: day("2026-11-10"),
      },
    });
    const sales = await (await api(`/api/exports/sales?q=${mark}`, { session: vendedor })).text();
    expect(sales.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(sales).toContain(`"Ana ${mark}"`);
    const invoices = await (await api(`/api/exports/invoices?q=${mark}`, { session: vendedor })).text();
    expect(invoices.split("\r\n").filter(Boolean)).toHaveLength(1);
    const tooLong = await api(`/api/exports/invoices?q=${"a".repeat(201)}`, { session: vendedor });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe(SEARCH_TOO_LONG);
  });
});
