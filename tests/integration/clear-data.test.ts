import { afterAll, beforeEach, describe, expect, it } from "vitest";

import type { ClearDataType } from "@/lib/cleanup/schema";
import { saoPauloDate } from "@/lib/format/dates";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import {
  createDocument,
  createEvents,
  createExpense,
  createInvoice,
  createSale,
  createTicket,
} from "../helpers/business-records";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// POST /api/admin/clear-data (docs/business-rules.md "Data cleanup") and its counting GET: each category deletes exactly its rows (private
// files included), in one transaction, and answers {success, message, deletedCount}; cleanup is for admin,
// developer and gerente only.

const db = () => testDb();

async function tableCounts() {
  const [
    sales,
    expenses,
    documents,
    invoices,
    tickets,
    events,
    receipts,
    documentFiles,
    counters,
    invoiceCounters,
  ] = await Promise.all([
    db().sale.count(),
    db().expense.count(),
    db().document.count(),
    db().invoice.count(),
    db().contactTicket.count(),
    db().analyticsEvent.count(),
    db().storedFile.count({ where: { kind: "receipt" } }),
    db().storedFile.count({ where: { kind: "document" } }),
    db().car.count({
      where: { OR: [{ views: { gt: 0 } }, { whatsappClicks: { gt: 0 } }, { phoneClicks: { gt: 0 } }] },
    }),
    db().invoiceCounter.count(),
  ]);
  return {
    sales,
    expenses,
    documents,
    invoices,
    tickets,
    events,
    receipts,
    documentFiles,
    counters,
    invoiceCounters,
  };
}

async function wipeAll() {
  await db().sale.deleteMany();
  await db().expense.deleteMany();
  await db().document.deleteMany();
  await db().storedFile.deleteMany();
  await db().invoice.deleteMany();
  await db().contactTicket.deleteMany();
  await db().analyticsEvent.deleteMany();
  await db().car.updateMany({ data: { views: 0, whatsappClicks: 0, phoneClicks: 0 } });
}

describe("data cleanup", () => {
  let gerente: SignedInUser;
  let soldCarId = "";
  let viewedCarId = "";
  const cars: string[] = [];

  /** A known set of rows in every table a cleanup touches. */
  async function seed() {
    await wipeAll();
    const sold = await createCar({ status: "sold" });
    const viewed = await createCar();
    soldCarId = sold.id;
    viewedCarId = viewed.id;
    cars.push(sold.id, viewed.id);
    await createSale({ carId: sold.id, salePrice: 100_000 });
    await createSale({ salePrice: 50_000, status: "negotiating" });
    await createExpense({ amount: 10, receipt: true, carId: sold.id });
    await createExpense({ amount: 20, receipt: true });
    await createExpense({ amount: 30 });
    await createDocument();
    await createDocument({ file: false });
    await createInvoice();
    await db().invoiceCounter.upsert({
      where: { period: "202611" },
      create: { period: "202611", lastValue: 7 },
      update: { lastValue: 7 },
    });
    await createTicket();
    await createTicket({ status: "resolved", resolvedAt: new Date(Date.now() - 48 * 3_600_000) });
    await createTicket({ status: "proposal" });
    // A recent day: the scheduled pruning drops events older than the analytics window.
    await createEvents(viewed.id, "view", saoPauloDate(new Date(Date.now() - 5 * 86_400_000)), 5);
    await db().car.update({ where: { id: viewed.id }, data: { views: 5, whatsappClicks: 2 } });
    await db().car.update({ where: { id: sold.id }, data: { phoneClicks: 1 } });
  }

  beforeEach(async () => {
    gerente ??= await signedInAs("gerente");
    await seed();
  });
  afterAll(async () => {
    await wipeAll();
    await db().invoiceCounter.deleteMany({ where: { period: "202611" } });
    await removeCars(cars);
  });

  const clear = (dataType: unknown, session: SignedInUser | null = gerente) =>
    api("/api/admin/clear-data", { method: "POST", json: { dataType }, session });

  it("counts what each category would delete", async () => {
    const response = await api("/api/admin/clear-data", { session: gerente });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      counts: {
        sales: 2,
        expenses: 3,
        receipts: 2,
        documents: 2,
        documentFiles: 1,
        invoices: 1,
        tickets: 3,
        analyticsEvents: 5,
        carsWithCounters: 2,
      },
    });
  });

  const cases: Array<{
    dataType: ClearDataType;
    deletedCount: number;
    message: string;
    gone: Record<string, number>;
  }> = [
    { dataType: "sales", deletedCount: 2, message: "2 registros excluídos (2 vendas).", gone: { sales: 2 } },
    {
      dataType: "expenses",
      deletedCount: 5,
      message: "5 registros excluídos (3 despesas e 2 comprovantes de despesas).",
      gone: { expenses: 3, receipts: 2 },
    },
    {
      dataType: "documents",
      deletedCount: 3,
      message: "3 registros excluídos (2 documentos e 1 arquivo de documento).",
      gone: { documents: 2, documentFiles: 1 },
    },
    {
      dataType: "invoices",
      deletedCount: 1,
      message: "1 registro excluído (1 nota fiscal).",
      gone: { invoices: 1 },
    },
    {
      dataType: "tickets",
      deletedCount: 3,
      message: "3 registros excluídos (3 tickets de contato).",
      gone: { tickets: 3 },
    },
    {
      dataType: "analytics",
      deletedCount: 5,
      message: "5 registros excluídos (5 eventos de analytics); contadores de 2 carros zerados.",
      gone: { events: 5, counters: 2 },
    },
    {
      dataType: "reports",
      deletedCount: 7,
      message: "7 registros excluídos (2 vendas, 3 despesas e 2 comprovantes de despesas).",
      gone: { sales: 2, expenses: 3, receipts: 2 },
    },
  ];

  it.each(cases)(
    "$dataType deletes exactly its rows and answers deletedCount",
    async ({ dataType, deletedCount, message, gone }) => {
      const before = await tableCounts();
      const response = await clear(dataType);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message, deletedCount });
      const after = await tableCounts();
      const expected = Object.fromEntries(
        Object.entries(before).map(([table, count]) => [table, table in gone ? count - gone[table]! : count]),
      );
      expect(after).toEqual(expected);
    },
  );

  it("keeps sold cars sold after the sales are wiped, and the invoice numbering after the invoices", async () => {
    await clear("reports");
    expect((await db().car.findUniqueOrThrow({ where: { id: soldCarId } })).status).toBe("sold");
    await clear("invoices");
    expect((await db().invoiceCounter.findUniqueOrThrow({ where: { period: "202611" } })).lastValue).toBe(7);
  });

  it("zeroes the counters without touching the cars' updatedAt", async () => {
    const before = await db().car.findUniqueOrThrow({ where: { id: viewedCarId } });
    await clear("analytics");
    const after = await db().car.findUniqueOrThrow({ where: { id: viewedCarId } });
    expect(after).toMatchObject({ views: 0, whatsappClicks: 0, phoneClicks: 0 });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("answers 0 rows on an empty category", async () => {
    await clear("tickets");
    expect(await (await clear("tickets")).json()).toEqual({
      success: true,
      message: "0 registros excluídos (0 tickets de contato).",
      deletedCount: 0,
    });
  });

  it("refuses unknown types, bad bodies and other roles without deleting anything", async () => {
    const before = await tableCounts();
    for (const dataType of ["users", "", null, 1, "SALES"]) {
      const response = await clear(dataType);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    const malformed = await api("/api/admin/clear-data", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
      session: gerente,
    });
    expect(malformed.status).toBe(400);

    expect((await clear("sales", null)).status).toBe(401);
    expect((await api("/api/admin/clear-data")).status).toBe(401);
    for (const role of ["vendedor", "ajudante", "user"] as const) {
      const session = await signedInAs(role);
      const refused = await clear("sales", session);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: expect.any(String) });
      expect((await api("/api/admin/clear-data", { session })).status).toBe(403);
    }
    // A request from another site carrying a manager's cookie is refused too.
    const foreign = await api("/api/admin/clear-data", {
      method: "POST",
      json: { dataType: "sales" },
      session: gerente,
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await tableCounts()).toEqual(before);

    for (const role of ["admin", "developer"] as const) {
      expect((await clear("tickets", await signedInAs(role))).status).toBe(200);
    }
  });
});
