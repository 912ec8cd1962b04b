import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  COMMISSION_RANGE_REVERSED,
  INVALID_COMMISSION_DATE,
  INVALID_COMMISSION_PERCENT,
} from "@/lib/commissions/rules";
import { addDays, saoPauloDate } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { INVALID_ROLE } from "@/lib/users/schema";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// Commissions (docs/business-rules.md "Commissions"): each seller's rate in the roles tab, copied onto a sale when it
// closes, the report per seller and a vendedor's own figure on the panel's first screen.

let gerente: SignedInUser;
let seller: SignedInUser;
let colleague: SignedInUser;
let ajudante: SignedInUser;
const cars: string[] = [];
const today = saoPauloDate(new Date());

const setRate = (user: SignedInUser, json: object, session: SignedInUser = gerente) =>
  api(`/api/users/${user.id}`, { method: "PUT", json, session });

async function saleBy(
  session: SignedInUser,
  salePrice: number,
  status: "negotiating" | "closed" = "negotiating",
) {
  const car = await createCar({ price: salePrice });
  cars.push(car.id);
  const response = await api("/api/sales", {
    method: "POST",
    session,
    json: {
      carId: car.id,
      clientName: "Cliente Comissão",
      clientPhone: "11912345678",
      salePrice,
      paymentMethod: "cash",
      salesperson: session.name,
      saleDate: today,
      status,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()).sale as Record<string, unknown> & { id: string };
}

const putSale = async (id: string, json: object, session: SignedInUser = gerente) => {
  const response = await api(`/api/sales/${id}`, { method: "PUT", json, session });
  expect(response.status).toBe(200);
  return (await response.json()).sale as Record<string, unknown>;
};

beforeAll(async () => {
  [gerente, seller, colleague, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor", { name: "Vendedora Comissionada" }),
    signedInAs("vendedor", { name: "Colega Comissionado" }),
    signedInAs("ajudante"),
  ]);
});
afterAll(() => removeCars(cars));

describe("PUT /api/users/{id} {commissionPercent}", () => {
  it("sets the rate (0–20, two decimals), shown by GET /api/users and written to the audit trail", async () => {
    const response = await setRate(colleague, { commissionPercent: 2.25 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const list = await (
      await api(`/api/users?q=${encodeURIComponent(colleague.email)}`, { session: gerente })
    ).json();
    expect(list.users).toEqual([
      expect.objectContaining({ id: colleague.id, commissionPercent: 2.25, role: "vendedor" }),
    ]);
    const entry = await testDb().auditEntry.findFirst({
      where: { entity: "user", entityId: colleague.id },
      orderBy: { at: "desc" },
    });
    expect(entry).toMatchObject({
      actorId: gerente.id,
      action: "update",
      changes: { commissionPercent: [0, 2.25] },
    });

    const both = await setRate(colleague, { role: "VENDEDOR", commissionPercent: "3,5" });
    expect(both.status).toBe(200);
    expect(
      (await testDb().user.findUnique({ where: { id: colleague.id } }))!.commissionPercent.toNumber(),
    ).toBe(3.5);
  });

  it("refuses a rate outside 0–20 or with three decimals, an empty body, and callers without the roles permission", async () => {
    for (const commissionPercent of [20.01, -1, 1.234, "dez", null]) {
      const response = await setRate(colleague, { commissionPercent });
      expect(response.status, String(commissionPercent)).toBe(400);
      expect((await response.json()).error).toBe(INVALID_COMMISSION_PERCENT);
    }
    const empty = await setRate(colleague, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe(INVALID_ROLE);
    expect((await setRate(colleague, { commissionPercent: 5 }, seller)).status).toBe(403);
    const unknown = await api("/api/users/cnotarealuser0000000000000", {
      method: "PUT",
      json: { commissionPercent: 5 },
      session: gerente,
    });
    expect(unknown.status).toBe(404);
  });
});

describe("a sale's commission", () => {
  it("stores the seller's rate when it closes, so a later change of rate does not rewrite it", async () => {
    expect((await setRate(seller, { commissionPercent: 2.5 })).status).toBe(200);
    const sale = await saleBy(seller, 109_900.33);
    expect(sale).toMatchObject({
      status: "negotiating",
      commissionPercent: null,
      commission: null,
      closedAt: null,
    });

    // Closed by the gerente: the rate is the seller's (who made the sale), not the gerente's.
    const closed = await putSale(sale.id, { status: "closed" });
    expect(closed).toMatchObject({
      commissionPercent: 2.5,
      commission: 2_747.51,
      closedAt: expect.any(String),
    });

    expect((await setRate(seller, { commissionPercent: 4 })).status).toBe(200);
    const again = await (
      await api(`/api/sales?q=${encodeURIComponent(seller.name)}`, { session: gerente })
    ).json();
    expect(again.sales.find((row: { id: string }) => row.id === sale.id)).toMatchObject({
      commissionPercent: 2.5,
    });

    const reopened = await putSale(sale.id, { status: "negotiating" });
    expect(reopened).toMatchObject({ commissionPercent: null, commission: null, closedAt: null });
    const reclosed = await putSale(sale.id, { status: "closed" }, seller);
    expect(reclosed).toMatchObject({ commissionPercent: 4, commission: 4_396.01 });
    expect((await setRate(seller, { commissionPercent: 2.5 })).status).toBe(200);
  });
});

describe("GET /api/reports/commissions", () => {
  let sellerTotal = 0;
  let sellerCommission = 0;

  beforeAll(async () => {
    expect((await setRate(colleague, { commissionPercent: 3 })).status).toBe(200);
    // The seller's sale of the test above is closed at 4 %: 4,396.01 on 109,900.33.
    const closed = await saleBy(seller, 50_000, "closed");
    expect(closed).toMatchObject({ commissionPercent: 2.5, commission: 1_250 });
    await saleBy(seller, 60_000);
    await saleBy(colleague, 80_000, "closed");
    // 109,900.33 (closed at 4 % above) + 50,000 at 2.5 %.
    sellerTotal = 159_900.33;
    sellerCommission = 5_646.01;
  });

  it("gives the reports permission every seller's closed sales of the period, default this month", async () => {
    const response = await api("/api/reports/commissions", { session: gerente });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.from).toBe(`${today.slice(0, 7)}-01`);
    expect(report.to).toBe(today);
    const line = (userId: string) =>
      report.salespeople.find((row: { userId: string }) => row.userId === userId);
    expect(line(seller.id)).toEqual({
      userId: seller.id,
      name: "Vendedora Comissionada",
      closedSales: 2,
      total: sellerTotal,
      commission: sellerCommission,
    });
    expect(line(colleague.id)).toEqual({
      userId: colleague.id,
      name: "Colega Comissionado",
      closedSales: 1,
      total: 80_000,
      commission: 2_400,
    });
    const sum = (key: "total" | "commission") =>
      Math.round(
        report.salespeople.reduce((cents: number, row: Record<string, number>) => cents + row[key]! * 100, 0),
      ) / 100;
    expect(report.total).toBe(sum("total"));
    expect(report.commission).toBe(sum("commission"));
  });

  it("gives a vendedor only their own line, even without sales; an ajudante 403", async () => {
    const own = await (await api("/api/reports/commissions", { session: seller })).json();
    expect(own.salespeople).toEqual([
      {
        userId: seller.id,
        name: "Vendedora Comissionada",
        closedSales: 2,
        total: sellerTotal,
        commission: sellerCommission,
      },
    ]);
    expect(own.commission).toBe(sellerCommission);
    const newcomer = await signedInAs("vendedor", { name: "Novato" });
    const empty = await (await api("/api/reports/commissions", { session: newcomer })).json();
    expect(empty).toMatchObject({
      salespeople: [{ userId: newcomer.id, name: "Novato", closedSales: 0, total: 0, commission: 0 }],
      total: 0,
      commission: 0,
    });
    expect((await api("/api/reports/commissions", { session: ajudante })).status).toBe(403);
    expect((await api("/api/reports/commissions")).status).toBe(401);
  });

  it("counts the sales closed in the period's São Paulo days, and refuses a bad period", async () => {
    const yesterday = addDays(today, -1);
    const before = await (
      await api(`/api/reports/commissions?from=${yesterday}&to=${yesterday}`, { session: seller })
    ).json();
    expect(before.salespeople[0]).toMatchObject({ closedSales: 0, commission: 0 });
    const todayOnly = await (
      await api(`/api/reports/commissions?from=${today}&to=${today}`, { session: seller })
    ).json();
    expect(todayOnly.salespeople[0]).toMatchObject({ closedSales: 2 });

    const reversed = await api(`/api/reports/commissions?from=${today}&to=${yesterday}`, {
      session: gerente,
    });
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error).toBe(COMMISSION_RANGE_REVERSED);
    const malformed = await api("/api/reports/commissions?from=2026-13-01", { session: gerente });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe(INVALID_COMMISSION_DATE);
  });

  it("shows a vendedor their commission this month on the admin panel's first screen", async () => {
    const page = await (await api("/admin", { session: seller })).text();
    expect(page).toContain('data-testid="my-commission"');
    expect(page).toContain("Sua comissão em");
    expect(page).toContain(formatMoney(sellerCommission));
    const managers = await (await api("/admin", { session: gerente })).text();
    expect(managers).not.toContain('data-testid="my-commission"');
  });
});
