import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays, saoPauloDate } from "@/lib/format/dates";
import {
  FUNNEL_RANGE_REVERSED,
  FUNNEL_RANGE_TOO_LONG,
  INVALID_FUNNEL_DATE,
  type FunnelReport,
  type StockAgeReport,
} from "@/lib/reports/funnel";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createEvents, createSale } from "../helpers/business-records";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// GET /api/reports/funnel and GET /api/reports/stock-age (docs/business-rules.md "Reports and exports"). The
// funnel's activity is dated in January 2020, a month no other file writes to, so its totals are this file's
// alone; available cars of other files show up with zero counts and are left out of the checks.

const RANGE = "from=2020-01-01&to=2020-01-31";
const dateOnly = (day: string) => new Date(`${day}T00:00:00.000Z`);

function ticket(
  carId: string | null,
  createdAt: string,
  subject: "interesse_veiculo" | "agendamento_visita" | "contato_general",
  status: "pending" | "proposal" | "resolved" = "pending",
) {
  return testDb().contactTicket.create({
    data: {
      name: "Cliente Funil",
      phone: "11987654321",
      message: "Mensagem",
      subject,
      status,
      carId,
      createdAt: new Date(createdAt),
    },
  });
}

describe("reports: funnel and stock age", () => {
  let gerente: SignedInUser;
  let vendedor: SignedInUser;
  const cars: string[] = [];
  let shown: string; // available, with views, clicks, proposals and a visit in January
  let sold: string; // sold within January
  let soldBefore: string; // sold before January, nothing in January: not listed
  let quiet: string; // available, nothing in January: listed with zeros
  const today = saoPauloDate(new Date());

  beforeAll(async () => {
    [gerente, vendedor] = await Promise.all([signedInAs("gerente"), signedInAs("vendedor")]);
    const db = testDb();
    const a = await createCar({ brand: "Fiat", model: "FunilA" });
    const b = await createCar({ brand: "Honda", model: "FunilB", status: "sold" });
    const c = await createCar({ brand: "Jeep", model: "FunilC", status: "sold" });
    const d = await createCar({ brand: "Kia", model: "FunilD" });
    [shown, sold, soldBefore, quiet] = [a.id, b.id, c.id, d.id];
    cars.push(shown, sold, soldBefore, quiet);
    await db.car.update({ where: { id: shown }, data: { purchaseDate: dateOnly(addDays(today, -10)) } });
    await db.car.update({ where: { id: sold }, data: { purchaseDate: dateOnly("2019-12-01") } });

    // Views on the period's first and last days count; the days just outside do not.
    await createEvents(shown, "view", "2019-12-31", 1);
    await createEvents(shown, "view", "2020-01-01", 3);
    await createEvents(shown, "view", "2020-01-31", 2);
    await createEvents(shown, "view", "2020-02-01", 4);
    await createEvents(shown, "whatsapp_click", "2020-01-15", 2);
    await createEvents(shown, "phone_click", "2020-01-20", 1);
    await createEvents(sold, "view", "2020-01-10", 1);

    // São Paulo is UTC−3: 03:00Z on Jan 1 is midnight there (in), 02:59Z is still Dec 31 (out).
    await ticket(shown, "2020-01-01T03:00:00.000Z", "interesse_veiculo", "proposal");
    await ticket(shown, "2020-01-01T02:59:59.000Z", "interesse_veiculo", "proposal");
    await ticket(shown, "2020-01-10T12:00:00.000Z", "interesse_veiculo", "resolved");
    await ticket(shown, "2020-01-11T12:00:00.000Z", "contato_general");
    await ticket(shown, "2020-02-01T02:59:00.000Z", "agendamento_visita"); // Jan 31, 23:59 there
    await ticket(shown, "2020-02-01T03:00:00.000Z", "agendamento_visita"); // Feb 1 there
    await ticket(null, "2020-01-12T12:00:00.000Z", "interesse_veiculo", "proposal");

    await createSale({ carId: sold, salePrice: 90_000, saleDate: "2020-01-20" });
    await createSale({ carId: quiet, salePrice: 90_000, saleDate: "2020-01-21", status: "cancelled" });
    await createSale({ carId: soldBefore, salePrice: 90_000, saleDate: "2019-06-01" });
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { name: "Cliente Funil" } });
    await testDb().sale.deleteMany({ where: { carId: { in: cars } } });
    await removeCars(cars);
  });

  const funnel = async (query: string, session: SignedInUser | null = gerente) => {
    const response = await api(`/api/reports/funnel${query}`, { session });
    return { status: response.status, body: (await response.json()) as FunnelReport & { error?: string } };
  };

  it("counts views, clicks, proposals, visits and sales of the period's São Paulo days", async () => {
    const { status, body } = await funnel(`?${RANGE}`);
    expect(status).toBe(200);
    const row = (id: string) => body.cars.find((car) => car.carId === id);
    expect(row(shown)).toEqual({
      carId: shown,
      brand: "Fiat",
      model: "FunilA",
      year: "2022",
      views: 5,
      whatsappClicks: 2,
      phoneClicks: 1,
      proposals: 2,
      appointments: 1,
      sold: false,
      daysInStock: 10,
    });
    expect(row(sold)).toMatchObject({ views: 1, proposals: 0, sold: true, daysInStock: 50 });
    expect(row(quiet)).toMatchObject({ views: 0, proposals: 0, appointments: 0, sold: false });
    expect(row(soldBefore)).toBeUndefined();
    expect(body.totals).toEqual({
      views: 6,
      whatsappClicks: 2,
      phoneClicks: 1,
      proposals: 2,
      appointments: 1,
      sold: 1,
    });
    // Most viewed first.
    expect(body.cars.findIndex((car) => car.carId === shown)).toBeLessThan(
      body.cars.findIndex((car) => car.carId === sold),
    );
  });

  it("defaults to the last 30 days, where January 2020 counts nothing", async () => {
    const { status, body } = await funnel("");
    expect(status).toBe(200);
    expect(body.cars.find((car) => car.carId === shown)).toMatchObject({ views: 0, proposals: 0 });
    expect(body.cars.some((car) => car.carId === sold)).toBe(false);
  });

  it("refuses malformed dates, a reversed period and one over 366 days", async () => {
    for (const [query, message] of [
      ["?from=2020-13-01", INVALID_FUNNEL_DATE],
      ["?from=2020-02-30&to=2020-03-01", INVALID_FUNNEL_DATE],
      ["?to=ontem", INVALID_FUNNEL_DATE],
      ["?from=2020-02-01&to=2020-01-31", FUNNEL_RANGE_REVERSED],
      ["?from=2019-01-01&to=2020-01-02", FUNNEL_RANGE_TOO_LONG],
    ] as const) {
      const { status, body } = await funnel(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toBe(message);
    }
    expect((await funnel("?from=2019-01-01&to=2020-01-01")).status).toBe(200);
  });

  it("is for the reports permission: 401 anonymous, 403 vendedor", async () => {
    expect((await funnel(`?${RANGE}`, null)).status).toBe(401);
    expect((await funnel(`?${RANGE}`, vendedor)).status).toBe(403);
    expect((await api("/api/reports/stock-age")).status).toBe(401);
    expect((await api("/api/reports/stock-age", { session: vendedor })).status).toBe(403);
  });

  it("lists the available cars oldest first with the mean age and those over 60 days", async () => {
    const db = testDb();
    const old = await createCar({ model: "IdadeVelho" });
    const fresh = await createCar({ model: "IdadeNovo" });
    const noDate = await createCar({ model: "IdadeSemData" });
    cars.push(old.id, fresh.id, noDate.id);
    await db.car.update({ where: { id: old.id }, data: { purchaseDate: dateOnly(addDays(today, -75)) } });
    await db.car.update({ where: { id: fresh.id }, data: { purchaseDate: dateOnly(addDays(today, -3)) } });
    // Without a purchase date: counted from the day it was created.
    await db.car.update({
      where: { id: noDate.id },
      data: { purchaseDate: null, createdAt: new Date(Date.now() - 20 * 86_400_000) },
    });

    const response = await api("/api/reports/stock-age", { session: gerente });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as StockAgeReport;
    const ids = body.cars.map((car) => car.carId);
    expect(ids).not.toContain(sold);
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(noDate.id));
    expect(ids.indexOf(noDate.id)).toBeLessThan(ids.indexOf(fresh.id));
    const byId = new Map(body.cars.map((car) => [car.carId, car]));
    expect(byId.get(old.id)).toMatchObject({ daysInStock: 75, price: 99_900, year: "2022" });
    expect(byId.get(fresh.id)?.daysInStock).toBe(3);
    expect(byId.get(noDate.id)?.daysInStock).toBe(20);
    expect(body.over60).toContain(old.id);
    expect(body.over60).not.toContain(noDate.id);
    expect(body.over60).toEqual(body.cars.filter((car) => car.daysInStock > 60).map((car) => car.carId));
    const days = body.cars.map((car) => car.daysInStock);
    for (let index = 1; index < days.length; index++)
      expect(days[index]).toBeLessThanOrEqual(days[index - 1]!);
    expect(body.meanDays).toBe(Math.round(days.reduce((sum, value) => sum + value, 0) / days.length));
  });
});
