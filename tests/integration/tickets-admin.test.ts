import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createTicket } from "../helpers/business-records";
import { testDb } from "../helpers/db";

// GET /api/contact-tickets and PUT /api/contact-tickets/{id} (docs/business-rules.md "Contact tickets"): the tickets tab's list
// (pending and proposal first, then newest; resolved ones leave it 12 hours after resolution) and status changes.

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

type Ticket = Record<string, unknown> & { id: string; status: string; resolvedAt: string | null };

describe("contact tickets in the admin", () => {
  let ajudante: SignedInUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ajudante = await signedInAs("ajudante");
    const tickets = {
      oldPending: await createTicket({ name: "Pendente Antigo", createdAt: ago(72) }),
      newProposal: await createTicket({ name: "Proposta Nova", status: "proposal", createdAt: ago(1) }),
      midPending: await createTicket({ name: "Pendente Meio", createdAt: ago(5) }),
      freshResolved: await createTicket({
        name: "Resolvido Recente",
        status: "resolved",
        createdAt: ago(0.5),
        resolvedAt: ago(0.2),
      }),
      olderResolved: await createTicket({
        name: "Resolvido Há 11h",
        status: "resolved",
        createdAt: ago(30),
        resolvedAt: ago(11),
      }),
      expiredResolved: await createTicket({
        name: "Resolvido Há 13h",
        status: "resolved",
        createdAt: ago(2),
        resolvedAt: ago(13),
      }),
    };
    for (const [key, ticket] of Object.entries(tickets)) ids[key] = ticket.id;
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { id: { in: Object.values(ids) } } });
  });

  async function list(): Promise<Ticket[]> {
    const response = await api("/api/contact-tickets", { session: ajudante });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return ((await response.json()) as { tickets: Ticket[] }).tickets;
  }

  it("lists pending and proposal tickets first, then newest, and leaves out resolved ones after 12 hours", async () => {
    const mine = (await list())
      .filter((ticket) => Object.values(ids).includes(ticket.id))
      .map((ticket) => ticket.id);
    expect(mine).toEqual([
      ids.newProposal,
      ids.midPending,
      ids.oldPending,
      ids.freshResolved,
      ids.olderResolved,
    ]);
    // Left out of the list, kept in the database.
    expect(await testDb().contactTicket.findUnique({ where: { id: ids.expiredResolved! } })).not.toBeNull();
  });

  it("answers tickets in the API shape, snake_case names and the car snapshot included", async () => {
    const proposal = (await list()).find((ticket) => ticket.id === ids.newProposal)!;
    expect(proposal).toEqual({
      id: ids.newProposal,
      name: "Proposta Nova",
      email: "cliente@test.local",
      phone: "11987654321",
      subject: "interesse-veiculo",
      message: "Mensagem de teste",
      status: "proposal",
      carId: null,
      car_id: null,
      car_brand: "Honda",
      car_model: "Civic",
      car_year: "2022",
      car_price: 120000,
      car_mileage: 20000,
      car_engine: null,
      car_fuel: null,
      car_color: null,
      car_transmission: null,
      financing: null,
      createdAt: expect.any(String),
      created_at: expect.any(String),
      updatedAt: expect.any(String),
      updated_at: expect.any(String),
      resolvedAt: null,
      tradeIn: null,
      appointment: null,
      // Written straight to the database: no owner or response clock (the lead fields of a posted lead are
      // covered in leads.test.ts).
      assignedTo: null,
      assignedAt: null,
      responseDueAt: null,
      firstResponseAt: null,
      escalatedAt: null,
    });
    expect(proposal.created_at).toBe(proposal.createdAt);
  });

  it("resolves a ticket (resolvedAt stamped), keeps the stamp on a second resolve, and clears it when reopened", async () => {
    const id = ids.midPending!;
    // The old client sends the whole ticket with the new status: only the status changes.
    const resolved = await api(`/api/contact-tickets/${id}`, {
      method: "PUT",
      json: {
        id: "other",
        name: "Outro Nome",
        phone: "000",
        status: "resolved",
        resolvedAt: "2000-01-01T00:00:00Z",
      },
      session: ajudante,
    });
    expect(resolved.status).toBe(200);
    const first = ((await resolved.json()) as { ticket: Ticket }).ticket;
    expect(first).toMatchObject({ id, status: "resolved", name: "Pendente Meio", phone: "11987654321" });
    expect(Date.now() - Date.parse(first.resolvedAt!)).toBeLessThan(60_000);

    const again = await api(`/api/contact-tickets/${id}`, {
      method: "PUT",
      json: { status: "resolved" },
      session: ajudante,
    });
    expect(((await again.json()) as { ticket: Ticket }).ticket.resolvedAt).toBe(first.resolvedAt);

    const ordered = (await list())
      .filter((ticket) => Object.values(ids).includes(ticket.id))
      .map((ticket) => ticket.id);
    expect(ordered).toEqual([ids.newProposal, ids.oldPending, ids.freshResolved, id, ids.olderResolved]);

    const reopened = await api(`/api/contact-tickets/${id}`, {
      method: "PUT",
      json: { status: "pending" },
      session: ajudante,
    });
    expect(reopened.status).toBe(200);
    expect(((await reopened.json()) as { ticket: Ticket }).ticket).toMatchObject({
      id,
      status: "pending",
      resolvedAt: null,
    });
    const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "pending", resolvedAt: null, name: "Pendente Meio" });

    const proposal = await api(`/api/contact-tickets/${id}`, {
      method: "PUT",
      json: { status: "proposal" },
      session: ajudante,
    });
    expect(((await proposal.json()) as { ticket: Ticket }).ticket).toMatchObject({
      status: "proposal",
      resolvedAt: null,
    });
  });

  it("answers 404 'Ticket não encontrado' for unknown or malformed ids and 400 for a bad status", async () => {
    for (const id of ["cunknown000000000000000000", "x'%20OR%201=1", "%00"]) {
      const response = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { status: "resolved" },
        session: ajudante,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Ticket não encontrado" });
    }
    for (const body of [{ status: "closed" }, {}, { status: 1 }, []]) {
      const response = await api(`/api/contact-tickets/${ids.oldPending}`, {
        method: "PUT",
        json: body,
        session: ajudante,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    const malformed = await api(`/api/contact-tickets/${ids.oldPending}`, {
      method: "PUT",
      body: "{",
      headers: { "Content-Type": "application/json" },
      session: ajudante,
    });
    expect(malformed.status).toBe(400);
    expect((await testDb().contactTicket.findUniqueOrThrow({ where: { id: ids.oldPending! } })).status).toBe(
      "pending",
    );
  });

  it("refuses anonymous callers and accounts without the tickets permission", async () => {
    expect((await api("/api/contact-tickets")).status).toBe(401);
    const user = await signedInAs("user");
    expect((await api("/api/contact-tickets", { session: user })).status).toBe(403);
    const put = await api(`/api/contact-tickets/${ids.oldPending}`, {
      method: "PUT",
      json: { status: "resolved" },
      session: user,
    });
    expect(put.status).toBe(403);
  });
});
