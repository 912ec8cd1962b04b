import { describe, expect, it } from "vitest";

import { isProposal, toApiTicket, type TicketRow } from "@/lib/tickets/dto";
import {
  compareTickets,
  hoursUntilRemoval,
  isListed,
  listedTickets,
  removalLabel,
  ticketGreeting,
} from "@/lib/tickets/rules";
import { ticketStatusSchema } from "@/lib/tickets/schema";

const now = new Date("2026-11-20T15:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

const ticket = (
  id: string,
  status: string,
  createdHoursAgo: number,
  resolvedHoursAgo: number | null = null,
) => ({
  id,
  status,
  createdAt: hoursAgo(createdHoursAgo),
  resolvedAt: resolvedHoursAgo === null ? null : hoursAgo(resolvedHoursAgo),
});

describe("tickets list (docs/business-rules.md: pending and proposal first, then newest; resolved leave after 12 h)", () => {
  it("keeps open tickets whatever their age and resolved ones for 12 hours after resolution", () => {
    expect(isListed(ticket("a", "pending", 24 * 90), now)).toBe(true);
    expect(isListed(ticket("b", "proposal", 24 * 90), now)).toBe(true);
    expect(isListed(ticket("c", "resolved", 48, 11.9), now)).toBe(true);
    expect(isListed(ticket("d", "resolved", 48, 12), now)).toBe(false);
    expect(isListed(ticket("e", "resolved", 48, 30), now)).toBe(false);
    expect(isListed({ status: "resolved", resolvedAt: null }, now)).toBe(false);
  });

  it("orders pending and proposal together before resolved ones, each newest first", () => {
    const list = listedTickets(
      [
        ticket("old-pending", "pending", 50),
        ticket("new-resolved", "resolved", 1, 0.5),
        ticket("mid-proposal", "proposal", 10),
        ticket("old-resolved", "resolved", 40, 2),
        ticket("gone", "resolved", 3, 13),
        ticket("new-pending", "pending", 2),
      ],
      now,
    );
    expect(list.map((item) => item.id)).toEqual([
      "new-pending",
      "mid-proposal",
      "old-pending",
      "new-resolved",
      "old-resolved",
    ]);
  });

  it("breaks ties of the same creation time by id, so the order is stable", () => {
    expect(compareTickets(ticket("a", "pending", 1), ticket("b", "proposal", 1))).toBeLessThan(0);
    expect(compareTickets(ticket("b", "pending", 1), ticket("a", "pending", 1))).toBeGreaterThan(0);
  });

  it("counts 'Remove em {n}h' down from 12 in whole hours, rounded up", () => {
    expect(hoursUntilRemoval(hoursAgo(0), now)).toBe(12);
    expect(hoursUntilRemoval(hoursAgo(0.5), now)).toBe(12);
    expect(hoursUntilRemoval(hoursAgo(1), now)).toBe(11);
    expect(hoursUntilRemoval(hoursAgo(11.5), now)).toBe(1);
    expect(hoursUntilRemoval(hoursAgo(12), now)).toBe(0);
    expect(hoursUntilRemoval(hoursAgo(20).toISOString(), now)).toBe(0);
    expect(removalLabel(hoursAgo(3), now)).toBe("Remove em 9h");
  });
});

describe("WhatsApp greeting of a ticket", () => {
  it("greets the client by name, and names the car of a proposal", () => {
    expect(ticketGreeting({ name: "  Maria   Silva " })).toBe(
      "Olá, Maria Silva! Tudo bem? Recebemos sua mensagem e estamos entrando em contato.",
    );
    expect(ticketGreeting({ name: "João", car_brand: "Honda", car_model: "Civic", car_year: "2022" })).toBe(
      "Olá, João! Tudo bem? Recebemos sua proposta para o Honda Civic 2022 e estamos entrando em contato.",
    );
  });
});

describe("ticket status update body", () => {
  it("accepts the three statuses, drops every other field and refuses anything else", () => {
    expect(ticketStatusSchema.parse({ status: "resolved", name: "x", car_price: 1 })).toEqual({
      status: "resolved",
    });
    expect(ticketStatusSchema.safeParse({ status: "closed" }).success).toBe(false);
    expect(ticketStatusSchema.safeParse({}).success).toBe(false);
    expect(ticketStatusSchema.safeParse(null).success).toBe(false);
  });
});

describe("ticket in the API shape", () => {
  const row: TicketRow = {
    id: "t1",
    name: "Ana",
    email: null,
    phone: "11987654321",
    subject: "interesse_veiculo",
    message: "Proposta",
    status: "proposal",
    carId: "c1",
    carBrand: "Honda",
    carModel: "Civic",
    carYear: "2021/2022",
    carPrice: { toNumber: () => 139900.5 },
    carMileage: 31000,
    carEngine: "1.5",
    carFuel: "Gasolina",
    carColor: "Preto",
    carTransmission: "CVT",
    createdAt: new Date("2026-11-01T10:00:00.000Z"),
    updatedAt: new Date("2026-11-02T10:00:00.000Z"),
    resolvedAt: null,
    tradeInBrand: null,
    tradeInModel: null,
    tradeInYear: null,
    tradeInMileage: null,
    tradeInPlate: null,
    tradeInNotes: null,
    _count: { tradeInPhotos: 0 },
    appointment: null,
  };

  it("has camelCase and snake_case names, the car snapshot and the subject spelt with hyphens", () => {
    expect(toApiTicket(row)).toEqual({
      id: "t1",
      name: "Ana",
      email: null,
      phone: "11987654321",
      subject: "interesse-veiculo",
      message: "Proposta",
      status: "proposal",
      carId: "c1",
      car_id: "c1",
      car_brand: "Honda",
      car_model: "Civic",
      car_year: "2021/2022",
      car_price: 139900.5,
      car_mileage: 31000,
      car_engine: "1.5",
      car_fuel: "Gasolina",
      car_color: "Preto",
      car_transmission: "CVT",
      financing: null,
      createdAt: "2026-11-01T10:00:00.000Z",
      created_at: "2026-11-01T10:00:00.000Z",
      updatedAt: "2026-11-02T10:00:00.000Z",
      updated_at: "2026-11-02T10:00:00.000Z",
      resolvedAt: null,
      tradeIn: null,
      appointment: null,
    });
    expect(toApiTicket({ ...row, subject: "contato_general" }).subject).toBe("contato-general");
  });

  it("carries the visitor's car and photo count on a trade-in request", () => {
    const tradeIn = toApiTicket({
      ...row,
      subject: "avaliacao_veiculo",
      status: "pending",
      carId: null,
      tradeInBrand: "Fiat",
      tradeInModel: "Uno Mille",
      tradeInYear: "2012/2013",
      tradeInMileage: 98000,
      tradeInPlate: "ABC1D23",
      tradeInNotes: "Único dono",
      _count: { tradeInPhotos: 2 },
    });
    expect(tradeIn.subject).toBe("avaliacao-veiculo");
    expect(tradeIn.tradeIn).toEqual({
      brand: "Fiat",
      model: "Uno Mille",
      year: "2012/2013",
      mileage: 98000,
      plate: "ABC1D23",
      notes: "Único dono",
      photoCount: 2,
    });
  });

  it("carries its appointment with the day as YYYY-MM-DD and the kind spelt test-drive", () => {
    const appointment = {
      id: "a1",
      date: new Date("2026-12-01T00:00:00.000Z"),
      time: "10:30",
      kind: "test_drive" as const,
      carId: "c1",
      cancelledAt: null,
    };
    expect(toApiTicket({ ...row, appointment }).appointment).toEqual({
      id: "a1",
      date: "2026-12-01",
      time: "10:30",
      kind: "test-drive",
      carId: "c1",
      cancelledAt: null,
    });
  });

  it("carries the stored financing simulation with exactly its six numbers, anything else as null", () => {
    const financing = {
      downPayment: 20000,
      months: 48,
      monthlyRate: 1.79,
      installment: 2497.96,
      financedAmount: 80000,
      total: 139902.08,
    };
    expect(toApiTicket({ ...row, financing: { ...financing, extra: "x" } }).financing).toEqual(financing);
    expect(toApiTicket({ ...row, financing: { ...financing, months: "48" } }).financing).toBeNull();
    expect(toApiTicket({ ...row, financing: "oops" }).financing).toBeNull();
  });

  it("treats a ticket with a car snapshot as a proposal even after it went back to pending", () => {
    expect(isProposal(toApiTicket({ ...row, status: "pending" }))).toBe(true);
    expect(isProposal(toApiTicket({ ...row, status: "pending", carBrand: null, carModel: null }))).toBe(
      false,
    );
  });
});
