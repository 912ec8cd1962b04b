import { expect } from "vitest";

import { api, testAddress, type SignedInUser } from "./auth";
import { testDb } from "./db";

// The leads tests' shared pieces: a ticket as the API answers it, a lead sent through the contact form, and a
// way to make only some accounts receive leads for a while.

export type Ticket = {
  id: string;
  assignedTo: { id: string; name: string; email: string } | null;
  assignedAt: string | null;
  responseDueAt: string | null;
  firstResponseAt: string | null;
  escalatedAt: string | null;
  createdAt: string;
};
export type LeadEvent = { id: string; at: string; type: string; by: string | null; text: string };

export async function sendLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await api("/api/contact-tickets", {
    method: "POST",
    address: testAddress(),
    json: {
      name: "Cliente Lead",
      email: `cliente-${Math.random().toString(36).slice(2)}@example.com`,
      phone: "(11) 98765-4321",
      message: "Quero saber mais.",
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: { id: string } }).ticket.id;
}

export async function ticketOf(id: string, session: SignedInUser): Promise<Ticket & { events: LeadEvent[] }> {
  const response = await api(`/api/contact-tickets/${id}`, { session });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ticket: Ticket & { events: LeadEvent[] } }).ticket;
}

/** Only `keep` receive leads while `run` runs; everyone's own choice comes back afterwards. */
export async function withOnlyReceivers<T>(keep: string[], run: () => Promise<T>): Promise<T> {
  const db = testDb();
  const others = await db.user.findMany({
    where: { id: { notIn: keep } },
    select: { id: true, receivesLeads: true },
  });
  await db.user.updateMany({ where: { id: { notIn: keep } }, data: { receivesLeads: false } });
  try {
    return await run();
  } finally {
    for (const user of others)
      await db.user.update({ where: { id: user.id }, data: { receivesLeads: user.receivesLeads } });
  }
}
