import { randomInt } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays, bookableDays, weekday } from "@/lib/appointments/slots";
import { saoPauloDate } from "@/lib/format/dates";

import { api, signedInAs, testAddress, type SignedInUser } from "../helpers/auth";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// Visit and test-drive booking (docs/business-rules.md "Visit and test-drive booking"): the slots of a day, booking
// with its ticket, the 409/400 cases, capacity under concurrency, the rate limit shared with contact tickets and
// who may list the bookings.

const UNAVAILABLE = "Horário indisponível";
const REQUIRED = "Por favor, preencha todos os campos obrigatórios.";
const BAD_PHONE = "Por favor, digite um telefone válido (10 ou 11 dígitos).";
const RATE_LIMITED = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";
const CAR_NOT_FOUND = "Carro não encontrado";

type Slot = { time: string; available: boolean };
type Appointment = { id: string; date: string; time: string; kind: string; carId: string | null };

/** Weekdays (Monday–Friday) at least two days ahead: every opening time there is still in the future. */
const weekdays = bookableDays(new Date()).filter((day) => {
  const dayOfWeek = weekday(day);
  return dayOfWeek >= 1 && dayOfWeek <= 5 && day >= addDays(saoPauloDate(new Date()), 2);
});
const day = (index: number) => weekdays[index]!;
const today = saoPauloDate(new Date());
const nextSunday = (() => {
  let date = addDays(today, 1);
  while (weekday(date) !== 0) date = addDays(date, 1);
  return date;
})();

/** A phone of its own for each booking: one number holds at most two open bookings a day. */
const anyPhone = () => `119${String(randomInt(100_000_000)).padStart(8, "0")}`;

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: "Carla Souza",
  phone: anyPhone(),
  email: "carla@example.com",
  kind: "visit",
  date: day(0),
  time: "09:00",
  ...overrides,
});

async function book(body: unknown, address = testAddress()) {
  const response = await api("/api/appointments", { method: "POST", json: body, address });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & { appointment?: Appointment; error?: string },
  };
}

async function slots(date: string) {
  const response = await api(`/api/appointments/slots?date=${encodeURIComponent(date)}`);
  return {
    status: response.status,
    body: (await response.json()) as { date: string; slots: Slot[]; error?: string },
  };
}

describe("visit and test-drive booking", () => {
  let carId = "";
  let ajudante: SignedInUser;

  beforeAll(async () => {
    carId = (await createCar({ brand: "Jeep", model: "Compass Longitude" })).id;
    ajudante = await signedInAs("ajudante");
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { subject: "agendamento_visita" } });
    await testDb().contactTicket.deleteMany({ where: { name: "Rate Limit Compartilhado" } });
    await removeCars([carId]);
  });

  describe("GET /api/appointments/slots", () => {
    it("lists a weekday's 20 half-hour starts from 08:00 to 17:30, all free", async () => {
      const { status, body } = await slots(day(5));
      expect(status).toBe(200);
      expect(body.date).toBe(day(5));
      expect(body.slots).toHaveLength(20);
      expect(body.slots[0]).toEqual({ time: "08:00", available: true });
      expect(body.slots.at(-1)).toEqual({ time: "17:30", available: true });
    });

    it("is empty on a Sunday", async () => {
      const { status, body } = await slots(nextSunday);
      expect(status).toBe(200);
      expect(body).toEqual({ date: nextSunday, slots: [] });
    });

    it("shows a past day's slots as unavailable", async () => {
      let past = addDays(today, -7);
      while (weekday(past) === 0) past = addDays(past, -1);
      const { body } = await slots(past);
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.every((slot) => !slot.available)).toBe(true);
    });

    it.each(["", "2026-13-01", "2026-02-30", "amanhã", "2026-1-5"])(
      "answers 400 for the date %j",
      async (date) => {
        const { status, body } = await slots(date);
        expect(status).toBe(400);
        expect(body.error).toMatch(/^Data inválida/);
      },
    );
  });

  describe("POST /api/appointments", () => {
    it("books a visit and opens its pending agendamento-visita ticket with the appointment", async () => {
      const { status, body } = await book(booking({ time: "10:00", phone: "(11) 98888-7777" }));
      expect(status).toBe(201);
      expect(body.appointment).toEqual({
        id: expect.any(String),
        date: day(0),
        time: "10:00",
        kind: "visit",
        carId: null,
        cancelledAt: null,
      });
      const row = await testDb().appointment.findUniqueOrThrow({
        where: { id: body.appointment!.id },
        include: { ticket: true },
      });
      expect(row.ticket).toMatchObject({
        subject: "agendamento_visita",
        status: "pending",
        phone: "11988887777",
        email: "carla@example.com",
      });

      const list = await api(`/api/contact-tickets?q=${encodeURIComponent("Carla Souza")}`, {
        session: ajudante,
      });
      const { tickets } = (await list.json()) as { tickets: Array<Record<string, unknown>> };
      const ticket = tickets.find((item) => item.id === row.ticketId);
      expect(ticket).toMatchObject({ subject: "agendamento-visita", status: "pending" });
      expect(ticket!.appointment).toEqual(body.appointment);
    });

    it("books a test drive of a car", async () => {
      const { status, body } = await book(booking({ kind: "test-drive", carId, time: "10:30", email: "" }));
      expect(status).toBe(201);
      expect(body.appointment).toMatchObject({ kind: "test-drive", carId, time: "10:30" });
    });

    it("answers 400 for an unknown car", async () => {
      const { status, body } = await book(booking({ carId: "c0000000000000000000nope", time: "11:00" }));
      expect(status).toBe(400);
      expect(body.error).toBe(CAR_NOT_FOUND);
    });

    it.each([
      ["a past day", () => ({ date: addDays(today, -1), time: "10:00" })],
      ["a Sunday", () => ({ date: nextSunday, time: "10:00" })],
      ["before opening", () => ({ date: day(1), time: "07:30" })],
      ["after the last start", () => ({ date: day(1), time: "18:00" })],
      ["beyond 30 days", () => ({ date: addDays(today, 40), time: "10:00" })],
    ])("answers 409 'Horário indisponível' for %s", async (_label, slot) => {
      const { status, body } = await book(booking(slot()));
      expect(status).toBe(409);
      expect(body).toEqual({ error: UNAVAILABLE });
    });

    it.each([
      ["a malformed date", { date: "02/12/2026" }, /^Data inválida/],
      ["an impossible date", { date: "2026-02-30" }, /^Data inválida/],
      ["a time off the grid", { time: "10:15" }, /^Horário inválido/],
      ["a malformed time", { time: "10h" }, /^Horário inválido/],
      ["a bad phone", { phone: "1234" }, BAD_PHONE],
      ["a missing name", { name: "" }, REQUIRED],
      ["an unknown kind", { kind: "passeio" }, /^Tipo de agendamento inválido/],
    ])("answers 400 for %s", async (_label, overrides: Record<string, string>, message) => {
      const { status, body } = await book(booking({ date: day(1), ...overrides }));
      expect(status).toBe(400);
      expect(body.error).toMatch(message);
    });

    it("never exceeds the capacity of 2 when 10 people book one slot at once (three slots together)", async () => {
      const times = ["14:00", "15:30", "16:30"];
      const date = day(2);
      const rounds = await Promise.all(
        times.map((time) =>
          Promise.all(
            Array.from({ length: 10 }, (_, index) =>
              book(booking({ date, time, name: `Pessoa ${time} ${index}` })),
            ),
          ),
        ),
      );
      for (const [index, results] of rounds.entries()) {
        const time = times[index]!;
        const statuses = results.map((result) => result.status).sort();
        expect(statuses, time).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
        for (const result of results.filter((item) => item.status === 409))
          expect(result.body).toEqual({ error: UNAVAILABLE });
        const stored = await testDb().appointment.count({
          where: { date: new Date(`${date}T00:00:00.000Z`), time },
        });
        expect(stored, time).toBe(2);
        const tickets = await testDb().contactTicket.count({
          where: { subject: "agendamento_visita", name: { startsWith: `Pessoa ${time} ` } },
        });
        expect(tickets, time).toBe(2);
      }

      const { body } = await slots(date);
      expect(body.slots.find((item) => item.time === "14:00")).toEqual({ time: "14:00", available: false });
      expect(body.slots.find((item) => item.time === "14:30")).toEqual({ time: "14:30", available: true });
    });
  });

  describe("rate limit shared with POST /api/contact-tickets", () => {
    it("refuses a booking after 10 contact messages from one address", async () => {
      const address = testAddress();
      for (let index = 0; index < 10; index++) {
        const response = await api("/api/contact-tickets", {
          method: "POST",
          address,
          json: {
            name: "Rate Limit Compartilhado",
            email: "rl@example.com",
            phone: "11999998888",
            message: "Olá",
          },
        });
        expect(response.status).toBe(201);
      }
      const { status, headers, body } = await book(booking({ date: day(3), time: "15:00" }), address);
      expect(status).toBe(429);
      expect(body).toEqual({ error: RATE_LIMITED });
      expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("refuses a contact message after bookings filled the same bucket", async () => {
      const address = testAddress();
      for (let index = 0; index < 10; index++) {
        const { status } = await book(
          booking({ date: day(4), time: ["08:00", "08:30", "09:00", "09:30", "10:00"][index % 5] }),
          address,
        );
        expect(status).toBe(201);
      }
      const response = await api("/api/contact-tickets", {
        method: "POST",
        address,
        json: {
          name: "Rate Limit Compartilhado",
          email: "rl@example.com",
          phone: "11999998888",
          message: "Oi",
        },
      });
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ error: RATE_LIMITED });
    });
  });

  describe("GET /api/appointments", () => {
    it("answers 401 without a session and 403 for a user account", async () => {
      expect((await api("/api/appointments")).status).toBe(401);
      const user = await signedInAs("user");
      expect((await api("/api/appointments", { session: user })).status).toBe(403);
    });

    it("lists the bookings by date and time for the tickets permission, within from and to", async () => {
      const later = await book(booking({ date: day(6), time: "16:00", name: "Segundo Horário" }));
      const earlier = await book(booking({ date: day(6), time: "08:30", name: "Primeiro Horário" }));
      expect(later.status).toBe(201);
      expect(earlier.status).toBe(201);

      const response = await api(`/api/appointments?from=${day(6)}&to=${day(6)}`, { session: ajudante });
      expect(response.status).toBe(200);
      const { appointments } = (await response.json()) as {
        appointments: Array<Appointment & { name: string; ticketId: string }>;
      };
      expect(appointments.map((item) => [item.time, item.name])).toEqual([
        ["08:30", "Primeiro Horário"],
        ["16:00", "Segundo Horário"],
      ]);
      expect(appointments.every((item) => item.date === day(6))).toBe(true);

      const all = await api("/api/appointments", { session: ajudante });
      const listed = ((await all.json()) as { appointments: Appointment[] }).appointments;
      const keys = listed.map((item) => `${item.date} ${item.time}`);
      expect(keys).toEqual([...keys].sort());
      expect(listed.map((item) => item.id)).toContain(earlier.body.appointment!.id);
    });

    it("answers 400 for a malformed from", async () => {
      const response = await api("/api/appointments?from=ontem", { session: ajudante });
      expect(response.status).toBe(400);
    });
  });
});
