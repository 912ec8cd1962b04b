import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays, bookableDays } from "@/lib/appointments/slots";
import { saoPauloDate } from "@/lib/format/dates";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "@/lib/opening-hours/schedule";

import { api, createUser, signedInAs, testAddress, type SignedInUser } from "../helpers/auth";
import { testDb } from "../helpers/db";
import { sendLead, ticketOf, withOnlyReceivers, type LeadEvent, type Ticket } from "../helpers/leads";

// Leads (docs/business-rules.md "Leads") on the shared test server, which has no SMTP_URL (e-mails are `held`), no
// WEBHOOK_URL and the default opening hours: the rotation under concurrent leads, receivesLeads, reassignment and
// its 403/400, the owner filter, notes and the timeline, the first response, the 24-hour limit on automatic
// replies, the outbox routes and the report. Other files' vendedores receive leads too: tests that count
// assignments switch every other account off first and put them back afterwards.

const NOT_A_RECEIVER = "Este usuário não recebe leads";
const ONLY_MANAGERS = "Apenas gerentes podem reatribuir leads";

describe("leads", () => {
  let gerente: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    gerente = await signedInAs("gerente");
    admin = await signedInAs("admin");
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { name: { startsWith: "Cliente Lead" } } });
    await testDb().outboxMessage.deleteMany({
      where: { ticketId: null, subject: { contains: "Cliente Lead" } },
    });
  });

  describe("rotation", () => {
    it("hands concurrent leads out in turn: counts differ by at most one, a new receiver goes first", async () => {
      const sellers = await Promise.all([1, 2, 3].map(() => createUser({ role: "vendedor" })));
      const ids = sellers.map((seller) => seller.id);
      await withOnlyReceivers(ids, async () => {
        // Settled together, so that no request of a failed burst is still running when the next test starts.
        const settled = await Promise.allSettled(Array.from({ length: 16 }, () => sendLead()));
        const failed = settled.filter((result) => result.status === "rejected");
        expect(failed.map((result) => String(result.reason))).toEqual([]);
        const leads = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
        const rows = await testDb().contactTicket.findMany({
          where: { id: { in: leads } },
          select: { assignedToId: true, assignedAt: true, responseDueAt: true, createdAt: true },
        });
        const counts = ids.map((id) => rows.filter((row) => row.assignedToId === id).length);
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(16);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        for (const row of rows) {
          expect(row.assignedAt).not.toBeNull();
          // 15 minutes of opening hours are never less than 15 minutes of the wall clock.
          expect(row.responseDueAt!.getTime()).toBeGreaterThanOrEqual(
            row.createdAt.getTime() + 15 * 60_000 - 1000,
          );
        }

        const newcomer = await createUser({ role: "vendedor" });
        await withOnlyReceivers([...ids, newcomer.id], async () => {
          const next = await sendLead();
          const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: next } });
          expect(row.assignedToId).toBe(newcomer.id);
        });
      });
    });

    it("gives the turn back when the lead cannot be stored (a full booking slot)", async () => {
      const first = await createUser({ role: "vendedor" });
      const second = await createUser({ role: "vendedor" });
      const schedule = parseOpeningHours(DEFAULT_OPENING_HOURS);
      const day = bookableDays(new Date(), schedule).find(
        (date) => date >= addDays(saoPauloDate(new Date()), 3),
      )!;
      let phone = 0;
      const book = () =>
        api("/api/appointments", {
          method: "POST",
          address: testAddress(),
          json: {
            name: "Cliente Lead Agenda",
            phone: `(11) 98765-43${String(10 + phone++)}`,
            kind: "visit",
            date: day,
            time: "16:30",
          },
        });
      await testDb().appointment.deleteMany({
        where: { date: new Date(`${day}T00:00:00.000Z`), time: "16:30" },
      });
      await withOnlyReceivers([first.id, second.id], async () => {
        expect((await book()).status).toBe(201);
        expect((await book()).status).toBe(201);
        const owners = await testDb().contactTicket.findMany({
          where: {
            name: "Cliente Lead Agenda",
            appointment: { date: new Date(`${day}T00:00:00.000Z`), time: "16:30" },
          },
          select: { assignedToId: true },
        });
        expect(owners.map((owner) => owner.assignedToId).sort()).toEqual([first.id, second.id].sort());
        // The slot is full: the booking is refused, and the receiver whose turn it was keeps it.
        const full = await book();
        expect(full.status).toBe(409);
        // The refused booking had claimed the first receiver's turn (their last lead is the older one): they get
        // it back, so the next lead is theirs, not the second receiver's.
        const next = await sendLead();
        const turn = await testDb().contactTicket.findUniqueOrThrow({ where: { id: next } });
        expect(turn.assignedToId).toBe(first.id);
      });
    });

    it("leaves a lead unassigned when nobody receives leads, and tells the gerentes and admins", async () => {
      const id = await withOnlyReceivers([], () => sendLead({ name: "Cliente Lead Sozinho" }));
      const ticket = await ticketOf(id, gerente);
      expect(ticket.assignedTo).toBeNull();
      expect(ticket.responseDueAt).not.toBeNull();
      const mails = await testDb().outboxMessage.findMany({ where: { ticketId: id, kind: "email" } });
      const warned = mails.filter((mail) => mail.subject === "Lead sem responsável: Cliente Lead Sozinho");
      expect(warned.map((mail) => mail.to)).toEqual(expect.arrayContaining([gerente.email, admin.email]));
      expect(warned.every((mail) => mail.status === "held")).toBe(true);
      expect(ticket.events.map((event) => event.type)).toEqual(
        expect.arrayContaining(["created", "assigned"]),
      );
    });
  });

  describe("receivesLeads", () => {
    it("is true for a vendedor by default, set by the roles permission, and kept across a role change", async () => {
      const seller = await createUser({ role: "vendedor" });
      const helper = await createUser({ role: "ajudante" });
      const listed = async (email: string) => {
        const response = await api(`/api/users?q=${encodeURIComponent(email)}`, { session: gerente });
        const { users } = (await response.json()) as { users: Array<{ id: string; receivesLeads: boolean }> };
        return users[0]!.receivesLeads;
      };
      expect(await listed(seller.email)).toBe(true);
      expect(await listed(helper.email)).toBe(false);

      const off = await api(`/api/users/${seller.id}`, {
        method: "PUT",
        json: { receivesLeads: false },
        session: gerente,
      });
      expect(off.status).toBe(200);
      expect(await listed(seller.email)).toBe(false);
      await api(`/api/users/${seller.id}`, { method: "PUT", json: { role: "ajudante" }, session: gerente });
      expect(await listed(seller.email)).toBe(false);
      await api(`/api/users/${helper.id}`, {
        method: "PUT",
        json: { receivesLeads: true },
        session: gerente,
      });
      await api(`/api/users/${helper.id}`, { method: "PUT", json: { role: "vendedor" }, session: gerente });
      expect(await listed(helper.email)).toBe(true);

      const audit = await testDb().auditEntry.findFirst({
        where: { entity: "user", entityId: seller.id },
        orderBy: { at: "asc" },
      });
      expect(audit?.changes).toEqual({ receivesLeads: [true, false] });
    });

    it("refuses a plain account, a non-boolean and anyone without the roles permission", async () => {
      const plain = await createUser();
      const staff = await createUser({ role: "vendedor" });
      const refused = await api(`/api/users/${plain.id}`, {
        method: "PUT",
        json: { receivesLeads: true },
        session: gerente,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe("Apenas membros da equipe recebem leads.");
      const bad = await api(`/api/users/${staff.id}`, {
        method: "PUT",
        json: { receivesLeads: "sim" },
        session: gerente,
      });
      expect(bad.status).toBe(400);
      const vendedor = await signedInAs("vendedor");
      expect(
        (
          await api(`/api/users/${staff.id}`, {
            method: "PUT",
            json: { receivesLeads: false },
            session: vendedor,
          })
        ).status,
      ).toBe(403);
      expect(
        (await api(`/api/users/${staff.id}`, { method: "PUT", json: { receivesLeads: false } })).status,
      ).toBe(401);
    });
  });

  describe("ownership", () => {
    let ana: SignedInUser;
    let bruno: SignedInUser;
    let ajudante: SignedInUser;

    beforeAll(async () => {
      ana = await signedInAs("vendedor", { name: "Ana Lead" });
      bruno = await signedInAs("vendedor", { name: "Bruno Lead" });
      ajudante = await signedInAs("ajudante");
    });

    it("lets a gerente give a lead to any receiver, stopping its clock, and tells the new owner", async () => {
      const id = await withOnlyReceivers([ana.id], () => sendLead({ name: "Cliente Lead Reatribuido" }));
      const moved = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { assignedToId: bruno.id },
        session: gerente,
      });
      expect(moved.status).toBe(200);
      const { ticket } = (await moved.json()) as { ticket: Ticket };
      expect(ticket.assignedTo).toEqual({ id: bruno.id, name: "Bruno Lead", email: bruno.email });
      expect(ticket.firstResponseAt).not.toBeNull();
      const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
      expect(row.firstResponseById).toBe(gerente.id);
      expect(row.escalateAt).toBeNull();
      const detail = await ticketOf(id, gerente);
      const assigned = detail.events.filter((event) => event.type === "assigned");
      expect(assigned.at(-1)).toMatchObject({
        by: gerente.email,
        text: "Reatribuído de Ana Lead para Bruno Lead",
      });
      expect(
        await testDb().outboxMessage.count({
          where: {
            ticketId: id,
            to: bruno.email,
            subject: { startsWith: "Novo lead: Cliente Lead Reatribuido" },
          },
        }),
      ).toBe(1);
    });

    it("refuses a non-receiver (400) and a vendedor or ajudante moving someone's lead (403)", async () => {
      const id = await withOnlyReceivers([ana.id], () => sendLead());
      const toHelper = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { assignedToId: ajudante.id },
        session: gerente,
      });
      expect(toHelper.status).toBe(400);
      expect((await toHelper.json()).error).toBe(NOT_A_RECEIVER);
      for (const assignedToId of ["cunknownid000000000000000", 42, null]) {
        const response = await api(`/api/contact-tickets/${id}`, {
          method: "PUT",
          json: { assignedToId },
          session: gerente,
        });
        expect(response.status).toBe(400);
      }
      for (const [session, assignedToId] of [
        [bruno, bruno.id],
        [bruno, ana.id],
        [ajudante, ajudante.id],
      ] as const) {
        const response = await api(`/api/contact-tickets/${id}`, {
          method: "PUT",
          json: { assignedToId },
          session,
        });
        expect(response.status).toBe(403);
        expect((await response.json()).error).toBe(ONLY_MANAGERS);
      }
      const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
      expect(row.assignedToId).toBe(ana.id);
      expect(row.firstResponseAt).toBeNull();
    });

    it("lets a receiver take an unassigned lead for themselves, not for someone else", async () => {
      const id = await withOnlyReceivers([], () => sendLead());
      const forOther = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { assignedToId: ana.id },
        session: bruno,
      });
      expect(forOther.status).toBe(403);
      const helperTakes = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { assignedToId: ajudante.id },
        session: ajudante,
      });
      expect(helperTakes.status).toBe(400);
      expect((await helperTakes.json()).error).toBe(NOT_A_RECEIVER);
      const taken = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { assignedToId: bruno.id },
        session: bruno,
      });
      expect(taken.status).toBe(200);
      const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
      expect(row.assignedToId).toBe(bruno.id);
      expect(row.firstResponseOwnerId).toBe(bruno.id);
      expect((await ticketOf(id, bruno)).events.at(-1)).toMatchObject({
        type: "assigned",
        text: "Assumido por Bruno Lead",
      });
      // Taking it for themselves sends no e-mail to themselves.
      expect(await testDb().outboxMessage.count({ where: { ticketId: id, to: bruno.email } })).toBe(0);
    });

    it("filters the list by owner: me, none, an id; anything else is 400", async () => {
      const mine = await withOnlyReceivers([ana.id], () => sendLead({ name: "Cliente Lead Filtro" }));
      const nobody = await withOnlyReceivers([], () => sendLead({ name: "Cliente Lead Filtro" }));
      const list = async (query: string, session: SignedInUser) => {
        const response = await api(
          `/api/contact-tickets?q=${encodeURIComponent("Cliente Lead Filtro")}&${query}`,
          { session },
        );
        expect(response.status).toBe(200);
        return ((await response.json()) as { tickets: Ticket[] }).tickets.map((ticket) => ticket.id);
      };
      expect(await list("assignedTo=me", ana)).toEqual([mine]);
      expect(await list("assignedTo=me", bruno)).toEqual([]);
      expect(await list("assignedTo=none", gerente)).toEqual([nobody]);
      expect(await list(`assignedTo=${ana.id}`, gerente)).toEqual([mine]);
      expect((await list("", gerente)).sort()).toEqual([mine, nobody].sort());
      // An id nobody has filters to nothing, like any unknown id; what cannot be an id is refused.
      expect(await list("assignedTo=cninguem00000000000000000", gerente)).toEqual([]);
      for (const bad of ["x".repeat(200), "%00", "a%20b", "me%2Cnone"]) {
        const response = await api(`/api/contact-tickets?assignedTo=${bad}`, { session: gerente });
        expect(response.status).toBe(400);
      }
    });

    it("tells the tab who receives leads, whether the caller does and may reassign, and the clock's settings", async () => {
      const response = await api("/api/leads/receivers", { session: ana });
      const body = (await response.json()) as {
        receivers: Array<{ id: string }>;
        me: string;
        receivesLeads: boolean;
        canReassign: boolean;
        openingHours: string;
        responseMinutes: number;
      };
      expect(body.me).toBe(ana.id);
      expect(body.receivesLeads).toBe(true);
      expect(body.canReassign).toBe(false);
      expect(body.receivers.map((receiver) => receiver.id)).toContain(ana.id);
      expect(body.openingHours).toBe("mon-fri 08:00-18:00; sat 08:00-14:00");
      expect(body.responseMinutes).toBe(15);
      const manager = (await (await api("/api/leads/receivers", { session: gerente })).json()) as typeof body;
      expect(manager).toMatchObject({ receivesLeads: false, canReassign: true });
    });
  });

  describe("timeline and first response", () => {
    let owner: SignedInUser;
    beforeAll(async () => {
      owner = await signedInAs("vendedor", { name: "Carla Lead" });
    });

    it("records notes in order with who and when; the first note is the first response, later ones change nothing", async () => {
      const id = await withOnlyReceivers([owner.id], () => sendLead({ name: "Cliente Lead Notas" }));
      const first = await api(`/api/contact-tickets/${id}/notes`, {
        method: "POST",
        json: { text: "  Liguei, retorna amanhã.  " },
        session: owner,
      });
      expect(first.status).toBe(201);
      const { event } = (await first.json()) as { event: LeadEvent };
      expect(event).toMatchObject({ type: "note", by: owner.email, text: "Liguei, retorna amanhã." });
      const answered = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
      expect(answered.firstResponseAt).not.toBeNull();
      expect(answered.firstResponseOwnerId).toBe(owner.id);
      expect(answered.firstResponseSeconds).toBeGreaterThanOrEqual(0);

      await api(`/api/contact-tickets/${id}/notes`, {
        method: "POST",
        json: { text: "Segunda nota" },
        session: gerente,
      });
      await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { status: "resolved" },
        session: owner,
      });
      const later = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
      expect(later.firstResponseAt).toEqual(answered.firstResponseAt);

      const ticket = await ticketOf(id, owner);
      const types = ticket.events.map((item) => item.type);
      expect(types.slice(0, 2)).toEqual(["created", "assigned"]);
      expect(types).toEqual(expect.arrayContaining(["email", "note", "status"]));
      expect(types.indexOf("note")).toBeLessThan(types.indexOf("status"));
      const times = ticket.events.map((item) => Date.parse(item.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(ticket.events.find((item) => item.type === "status")).toMatchObject({
        by: owner.email,
        text: "Status: Pendente → Resolvido",
      });
      expect(ticket.events.find((item) => item.type === "created")?.by).toBeNull();
    });

    it("stops the clock at the first status change", async () => {
      const id = await withOnlyReceivers([owner.id], () => sendLead());
      const response = await api(`/api/contact-tickets/${id}`, {
        method: "PUT",
        json: { status: "resolved" },
        session: gerente,
      });
      expect(response.status).toBe(200);
      const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id } });
      expect(row.firstResponseById).toBe(gerente.id);
      expect(row.firstResponseOwnerId).toBe(owner.id);
      expect(row.escalateAt).toBeNull();
    });

    it("puts a cancelled booking on the timeline, stops the clock, and tells the owner when someone else cancelled", async () => {
      const schedule = parseOpeningHours(DEFAULT_OPENING_HOURS);
      const day = bookableDays(new Date(), schedule).find(
        (date) => date >= addDays(saoPauloDate(new Date()), 4),
      )!;
      const book = async (name: string, phone: string) => {
        const response = await api("/api/appointments", {
          method: "POST",
          address: testAddress(),
          json: { name, phone, kind: "test-drive", date: day, time: "09:30" },
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { appointment: { id: string } }).appointment.id;
      };
      const cancel = (appointmentId: string, session: SignedInUser) =>
        api(`/api/appointments/${appointmentId}/cancel`, { method: "POST", session });
      const ticketOfBooking = async (appointmentId: string) =>
        (await testDb().appointment.findUniqueOrThrow({ where: { id: appointmentId } })).ticketId;
      await testDb().appointment.deleteMany({
        where: { date: new Date(`${day}T00:00:00.000Z`), time: "09:30" },
      });

      // A gerente cancels the owner's booking: on the timeline, the first response, and an e-mail to the owner.
      const byManager = await withOnlyReceivers([owner.id], () =>
        book("Cliente Lead Cancelado", "(11) 97654-3201"),
      );
      const ticketId = await ticketOfBooking(byManager);
      expect((await cancel(byManager, gerente)).status).toBe(200);
      const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticketId } });
      expect(row.firstResponseById).toBe(gerente.id);
      expect(row.escalateAt).toBeNull();
      const ticket = await ticketOf(ticketId, owner);
      const [day2, month] = [day.slice(8, 10), day.slice(5, 7)];
      expect(ticket.events.filter((item) => item.type === "status")).toEqual([
        expect.objectContaining({
          by: gerente.email,
          text: `Agendamento cancelado: Test drive em ${day2}/${month}/${day.slice(0, 4)} às 09:30`,
        }),
      ]);
      const told = await testDb().outboxMessage.findMany({
        where: { ticketId, subject: "Agendamento cancelado: Cliente Lead Cancelado" },
      });
      expect(told.map((mail) => [mail.to, mail.status])).toEqual([[owner.email, "held"]]);
      expect(ticket.events.map((item) => item.text)).toContain(
        `E-mail "Agendamento cancelado: Cliente Lead Cancelado" para ${owner.email} (retido: envio de e-mail não configurado)`,
      );

      // Cancelling again changes nothing.
      expect((await cancel(byManager, gerente)).status).toBe(200);
      const again = await ticketOf(ticketId, owner);
      expect(again.events).toHaveLength(ticket.events.length);

      // The owner cancelling their own lead's booking is not e-mailed about it.
      const byOwner = await withOnlyReceivers([owner.id], () =>
        book("Cliente Lead Cancelado Pelo Dono", "(11) 97654-3202"),
      );
      const ownTicket = await ticketOfBooking(byOwner);
      expect((await cancel(byOwner, owner)).status).toBe(200);
      expect(
        await testDb().outboxMessage.count({
          where: { ticketId: ownTicket, subject: { startsWith: "Agendamento cancelado" } },
        }),
      ).toBe(0);
      const own = await ticketOf(ownTicket, owner);
      expect(own.events.find((item) => item.type === "status")?.by).toBe(owner.email);
    });

    it("refuses empty and over-long notes, unknown tickets and callers without the tickets permission", async () => {
      const id = await sendLead();
      for (const json of [
        {},
        { text: "" },
        { text: "   " },
        { text: "x".repeat(2001) },
        { text: 5 },
        { text: "a\u0000b" },
      ]) {
        const response = await api(`/api/contact-tickets/${id}/notes`, {
          method: "POST",
          json,
          session: owner,
        });
        expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      }
      expect(
        (
          await api(`/api/contact-tickets/${id}/notes`, {
            method: "POST",
            json: { text: "x".repeat(2000) },
            session: owner,
          })
        ).status,
      ).toBe(201);
      const unknown = await api("/api/contact-tickets/cunknownid000000000000000/notes", {
        method: "POST",
        json: { text: "oi" },
        session: owner,
      });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toBe("Ticket não encontrado");
      expect(
        (await api(`/api/contact-tickets/${id}/notes`, { method: "POST", json: { text: "oi" } })).status,
      ).toBe(401);
      const customer = await signedInAs("user");
      expect(
        (
          await api(`/api/contact-tickets/${id}/notes`, {
            method: "POST",
            json: { text: "oi" },
            session: customer,
          })
        ).status,
      ).toBe(403);
      expect((await api(`/api/contact-tickets/${id}`, { session: customer })).status).toBe(403);
    });
  });
});
