import { describe, expect, it } from "vitest";

import { ANALYTICS_DAYS } from "@/lib/constants/analytics";
import { TICKET_RESOLVED_VISIBLE_HOURS } from "@/lib/constants/contact";
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DOCUMENT_TYPES,
  EXPENSE_CATEGORIES,
  PAYMENT_METHODS,
} from "@/lib/constants/finance";
import { saoPauloDay } from "@/lib/format/dates";
import { isValidCnpj, isValidCpf } from "@/lib/format/documents";
import { buildDemoAnalytics } from "@/prisma/demo/analytics";
import { buildDemoBusiness, type SeededCar } from "@/prisma/demo/business";
import { numberInvoices } from "@/prisma/demo/invoices";
import { seededRandom } from "@/prisma/demo/random";
import { demoStock } from "@/prisma/demo/stock";
import { generateCnpj, generateCpf } from "@/prisma/demo/taxpayer-ids";

const NOW = new Date("2026-11-22T15:30:00Z");
const TODAY = saoPauloDay(NOW);
const DAY_MS = 86_400_000;
const cars: SeededCar[] = demoStock(NOW).map((car, i) => ({ ...car, id: `car${i}` }));
const staff = {
  vendedor: { id: "user-vendedor", name: "Rafael Souza" },
  gerente: { id: null, name: "Marina Albuquerque" },
};
const business = buildDemoBusiness(cars, NOW, staff);
const carById = new Map(cars.map((car) => [car.id, car]));
const isUtcMidnight = (date: Date) => date.getTime() % DAY_MS === 0;

describe("CPF and CNPJ", () => {
  it("validates known documents", () => {
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("52998224724")).toBe(false);
    expect(isValidCpf("11111111111")).toBe(false);
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("11222333000180")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
  });

  it("generates only valid documents", () => {
    const random = seededRandom(42);
    for (let i = 0; i < 500; i++) {
      expect(isValidCpf(generateCpf(random))).toBe(true);
      expect(isValidCnpj(generateCnpj(random))).toBe(true);
    }
  });

  it("uses valid CPF/CNPJ digits in every sale and invoice", () => {
    const documents = [
      ...business.sales.map((sale) => sale.clientDocument),
      ...business.invoices.map((invoice) => invoice.clientDocument),
    ];
    expect(documents.some((value) => value.length === 14)).toBe(true);
    for (const value of documents) {
      expect(value).toMatch(/^\d+$/);
      expect(value.length === 11 ? isValidCpf(value) : isValidCnpj(value), value).toBe(true);
    }
  });
});

describe("demo tickets", () => {
  it("has messages and proposals with the car snapshot", () => {
    expect(business.tickets.length).toBeGreaterThanOrEqual(8);
    const proposals = business.tickets.filter((ticket) => ticket.status === "proposal");
    expect(proposals.length).toBeGreaterThanOrEqual(2);
    for (const ticket of business.tickets) {
      expect(ticket.phone).toMatch(/^\d{10,11}$/);
      expect(ticket.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (ticket.carId) {
        const car = carById.get(ticket.carId)!;
        expect(ticket.subject).toBe("interesse_veiculo");
        expect(ticket).toMatchObject({
          carBrand: car.brand,
          carModel: car.model,
          carYear: car.year,
          carPrice: car.price.toFixed(2),
          carMileage: car.mileage,
          carEngine: car.engine,
          carFuel: car.fuel,
          carColor: car.color,
          carTransmission: car.transmission,
        });
      }
    }
  });

  it("has resolved tickets, one still inside the 12-hour window", () => {
    const resolved = business.tickets.filter((ticket) => ticket.status === "resolved");
    expect(resolved.length).toBeGreaterThanOrEqual(2);
    const ages = resolved.map((ticket) => (NOW.getTime() - ticket.resolvedAt!.getTime()) / 3_600_000);
    expect(ages.some((hours) => hours < TICKET_RESOLVED_VISIBLE_HOURS)).toBe(true);
    expect(ages.some((hours) => hours > TICKET_RESOLVED_VISIBLE_HOURS)).toBe(true);
    for (const ticket of business.tickets.filter((t) => t.status !== "resolved"))
      expect(ticket.resolvedAt).toBeNull();
  });
});

describe("demo sales", () => {
  it("closes a sale of every sold car after its purchase, and has open and cancelled ones", () => {
    for (const car of cars.filter((c) => c.status === "sold")) {
      const sale = business.sales.find((s) => s.carId === car.id && s.status === "closed");
      expect(sale, car.model).toBeDefined();
      expect(sale!.saleDate.getTime()).toBeGreaterThan(car.purchaseDate.getTime());
      expect(sale!.saleDate.getTime()).toBeLessThanOrEqual(TODAY.getTime());
    }
    expect(business.sales.some((sale) => sale.status === "negotiating")).toBe(true);
    expect(business.sales.filter((sale) => sale.status === "cancelled")).toHaveLength(1);
    for (const sale of business.sales) {
      expect(PAYMENT_METHODS).toContain(sale.paymentMethod);
      expect(Number(sale.salePrice)).toBeGreaterThan(0);
      expect(sale.clientPhone).toMatch(/^\d{10,11}$/);
      expect(isUtcMidnight(sale.saleDate)).toBe(true);
      if (sale.status !== "closed") expect(carById.get(sale.carId)!.status).toBe("available");
    }
    expect(business.sales.some((sale) => sale.salespersonId === "user-vendedor")).toBe(true);
  });
});

describe("demo expenses and documents", () => {
  it("covers every expense category, some on cars and a few with receipts", () => {
    expect(new Set(business.expenses.map((expense) => expense.category))).toEqual(
      new Set(EXPENSE_CATEGORIES),
    );
    expect(business.expenses.some((expense) => expense.carId)).toBe(true);
    expect(business.expenses.filter((expense) => expense.receipt).length).toBeGreaterThanOrEqual(2);
    for (const expense of business.expenses) {
      expect(Number(expense.amount)).toBeGreaterThan(0);
      expect(isUtcMidnight(expense.date)).toBe(true);
      expect(expense.date.getTime()).toBeLessThanOrEqual(TODAY.getTime());
      if (expense.carId)
        expect(expense.date.getTime()).toBeGreaterThanOrEqual(
          carById.get(expense.carId)!.purchaseDate.getTime(),
        );
    }
  });

  it("covers every document type with expired, expiring, valid and open-ended documents", () => {
    expect(new Set(business.documents.map((document) => document.type))).toEqual(new Set(DOCUMENT_TYPES));
    const daysLeft = business.documents.map((document) =>
      document.expiryDate ? (document.expiryDate.getTime() - TODAY.getTime()) / DAY_MS : null,
    );
    expect(daysLeft.some((days) => days !== null && days < 0)).toBe(true);
    expect(daysLeft.some((days) => days !== null && days >= 0 && days <= DOCUMENT_EXPIRY_WARNING_DAYS)).toBe(
      true,
    );
    expect(daysLeft.some((days) => days !== null && days > DOCUMENT_EXPIRY_WARNING_DAYS)).toBe(true);
    expect(daysLeft.some((days) => days === null)).toBe(true);
    for (const document of business.documents)
      if (document.expiryDate) expect(isUtcMidnight(document.expiryDate)).toBe(true);
  });
});

describe("demo invoices", () => {
  it("has unique NF numbers per month and counters matching them", () => {
    const numbers = business.invoices.map((invoice) => invoice.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const invoice of business.invoices) {
      const period = `${invoice.issueDate.getUTCFullYear()}${String(invoice.issueDate.getUTCMonth() + 1).padStart(2, "0")}`;
      expect(invoice.number).toMatch(new RegExp(`^NF${period}\\d{4}$`));
      const counter = business.invoiceCounters.find((c) => c.period === period)!;
      expect(Number(invoice.number.slice(-4))).toBeLessThanOrEqual(counter.lastValue);
    }
    expect(new Set(business.invoices.map((invoice) => invoice.type))).toEqual(new Set(["sale", "purchase"]));
    expect(new Set(business.invoices.map((invoice) => invoice.status))).toEqual(
      new Set(["issued", "sent", "paid", "cancelled"]),
    );
  });

  it("numbers invoices in issue order within each month", () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const { invoices, invoiceCounters } = numberInvoices([
      { issueDate: day("2026-11-20"), createdAt: day("2026-11-20") },
      { issueDate: day("2026-11-02"), createdAt: day("2026-11-02") },
      { issueDate: day("2026-10-31"), createdAt: day("2026-10-31") },
    ]);
    expect(invoices.map((invoice) => invoice.number)).toEqual([
      "NF2026100001",
      "NF2026110001",
      "NF2026110002",
    ]);
    expect(invoiceCounters).toEqual([
      { period: "202610", lastValue: 1 },
      { period: "202611", lastValue: 2 },
    ]);
  });
});

describe("demo analytics", () => {
  const closing = new Map(
    business.sales.filter((s) => s.status === "closed").map((s) => [carById.get(s.carId)!.key, s.saleDate]),
  );
  const analytics = buildDemoAnalytics(cars, NOW, closing);

  it("spreads events over the last 30 days with unique keys", () => {
    const oldest = TODAY.getTime() - (ANALYTICS_DAYS - 1) * DAY_MS;
    const keys = new Set<string>();
    for (const event of analytics.events) {
      expect(event.day.getTime()).toBeGreaterThanOrEqual(oldest);
      expect(event.day.getTime()).toBeLessThanOrEqual(TODAY.getTime());
      expect(saoPauloDay(event.createdAt).getTime()).toBe(event.day.getTime());
      expect(event.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(event.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      if (event.action === "view") expect(event.slot).toBe(0n);
      const key = `${event.carKey}|${event.action}|${event.day.toISOString()}|${event.visitorHash}|${event.slot}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
    }
    expect(new Set(analytics.events.map((event) => event.day.getTime())).size).toBe(ANALYTICS_DAYS);
  });

  it("keeps the car counters equal to the events", () => {
    for (const car of cars) {
      const events = analytics.events.filter((event) => event.carKey === car.key);
      expect(analytics.counters.get(car.key)).toEqual({
        views: events.filter((event) => event.action === "view").length,
        whatsappClicks: events.filter((event) => event.action === "whatsapp_click").length,
        phoneClicks: events.filter((event) => event.action === "phone_click").length,
      });
    }
  });
});
