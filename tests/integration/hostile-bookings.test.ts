import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays } from "@/lib/appointments/slots";
import { saoPauloDate } from "@/lib/format/dates";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { testDb } from "../helpers/db";
import { expectJsonError } from "../helpers/hostile";

// The booking calendar cannot be stuffed: one phone number holds at most two open bookings a day, a booking whose
// ticket is resolved (or that staff cancelled) no longer holds its slot, and staff cancel a booking from its ticket.

const PHONE_LIMIT = "Limite de agendamentos para este telefone";
const UNAVAILABLE = "Horário indisponível";

type Slot = { time: string; available: boolean };
type Booked = { appointment: { id: string; date: string; time: string }; error?: string };

/** Days from 10 days ahead on, each with at least `count` free slots (the calendar's own answer). */
async function freeDay(offset: number, count = 4): Promise<{ date: string; times: string[] }> {
  for (let day = offset; day < offset + 10; day++) {
    const date = addDays(saoPauloDate(new Date()), day);
    const response = await api(`/api/appointments/slots?date=${date}`);
    const { slots } = (await response.json()) as { slots: Slot[] };
    const times = slots.filter((slot) => slot.available).map((slot) => slot.time);
    if (times.length >= count) return { date, times };
  }
  throw new Error("no open day found");
}

async function book(body: Record<string, unknown>) {
  const response = await api("/api/appointments", { method: "POST", json: body });
  return { status: response.status, body: (await response.json()) as Booked };
}

const booking = (date: string, time: string, phone: string, name = "Reserva Hostil") => ({
  name,
  phone,
  email: "reserva@example.com",
  kind: "visit",
  date,
  time,
});

/** A phone number no other test books with. */
const phone = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

let ajudante: SignedInUser;
let visitor: SignedInUser;

beforeAll(async () => {
  [ajudante, visitor] = await Promise.all([signedInAs("ajudante"), signedInAs("user")]);
});

afterAll(async () => {
  await testDb().contactTicket.deleteMany({ where: { name: { startsWith: "Reserva Hostil" } } });
});

describe("one phone number holds at most two open bookings a day", () => {
  it("answers 409 'Limite de agendamentos para este telefone' to the third, on another slot of that day", async () => {
    const { date, times } = await freeDay(10);
    const number = phone();
    expect((await book(booking(date, times[0]!, number))).status).toBe(201);
    expect((await book(booking(date, times[1]!, number))).status).toBe(201);
    const third = await book(booking(date, times[2]!, number));
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ error: PHONE_LIMIT });
    // Written the other way, it is the same number.
    const masked = `(${number.slice(0, 2)}) ${number.slice(2, 7)}-${number.slice(7)}`;
    expect((await book(booking(date, times[3]!, masked))).status).toBe(409);
    // Another day is another two.
    const other = await freeDay(12);
    expect((await book(booking(other.date, other.times[0]!, number))).status).toBe(201);
  });

  it("never lets concurrent bookings of one phone pass two", async () => {
    const { date, times } = await freeDay(14, 6);
    const number = phone();
    const results = await Promise.all(times.slice(0, 6).map((time) => book(booking(date, time, number))));
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    expect(results.filter((result) => result.status === 409)).toHaveLength(4);
  });
});

describe("a resolved or cancelled booking frees its slot", () => {
  it("a slot full of bookings opens again when one of their tickets is resolved", async () => {
    const { date, times } = await freeDay(16);
    const time = times[0]!;
    const first = await book(booking(date, time, phone()));
    expect((await book(booking(date, time, phone()))).status).toBe(201);
    const full = await book(booking(date, time, phone()));
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: UNAVAILABLE });

    const appointment = await testDb().appointment.findUniqueOrThrow({
      where: { id: first.body.appointment.id },
      select: { ticketId: true },
    });
    const resolved = await api(`/api/contact-tickets/${appointment.ticketId}`, {
      method: "PUT",
      json: { status: "resolved" },
      session: ajudante,
    });
    expect(resolved.status).toBe(200);
    const slots = (await (await api(`/api/appointments/slots?date=${date}`)).json()) as { slots: Slot[] };
    expect(slots.slots.find((slot) => slot.time === time)).toEqual({ time, available: true });
    expect((await book(booking(date, time, phone()))).status).toBe(201);
  });

  it("staff cancel a booking: 401/403 for others, then the slot and the phone's day open again", async () => {
    const { date, times } = await freeDay(18);
    const time = times[0]!;
    const number = phone();
    const first = await book(booking(date, time, number));
    expect(first.status).toBe(201);
    expect((await book(booking(date, times[1]!, number))).status).toBe(201);
    expect((await book(booking(date, time, phone()))).status).toBe(201);
    const id = first.body.appointment.id;

    await expectJsonError(await api(`/api/appointments/${id}/cancel`, { method: "POST" }), 401);
    await expectJsonError(
      await api(`/api/appointments/${id}/cancel`, { method: "POST", session: visitor }),
      403,
    );
    await expectJsonError(
      await api("/api/appointments/cunknown00000000000000000/cancel", { method: "POST", session: ajudante }),
      404,
    );

    const cancelled = await api(`/api/appointments/${id}/cancel`, { method: "POST", session: ajudante });
    expect(cancelled.status).toBe(200);
    const { appointment } = (await cancelled.json()) as {
      appointment: { id: string; cancelledAt: string | null };
    };
    expect(appointment.id).toBe(id);
    expect(appointment.cancelledAt).toEqual(expect.any(String));

    // The ticket shows it, the staff list leaves it out, the slot and the phone's day are open again.
    const row = await testDb().appointment.findUniqueOrThrow({ where: { id }, select: { ticketId: true } });
    const tickets = (await (
      await api(`/api/contact-tickets?pageSize=200`, { session: ajudante })
    ).json()) as {
      tickets: Array<{ id: string; appointment: { cancelledAt: string | null } | null }>;
    };
    expect(tickets.tickets.find((ticket) => ticket.id === row.ticketId)?.appointment?.cancelledAt).toEqual(
      expect.any(String),
    );
    const list = (await (
      await api(`/api/appointments?from=${date}&to=${date}`, { session: ajudante })
    ).json()) as {
      appointments: Array<{ id: string }>;
    };
    expect(list.appointments.map((item) => item.id)).not.toContain(id);
    expect((await book(booking(date, times[2]!, number))).status).toBe(201);
    expect((await book(booking(date, time, phone()))).status).toBe(201);

    // Cancelling twice changes nothing more.
    const again = await api(`/api/appointments/${id}/cancel`, { method: "POST", session: ajudante });
    expect(again.status).toBe(200);
  });
});
