import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, removeCars } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import { sendLead, ticketOf, withOnlyReceivers } from "../helpers/leads";

// Leads, continued from leads.test.ts (rotation, receivesLeads, ownership, the timeline): the 24-hour limit on
// automatic replies, the outbox routes and the 'Atendimento' report, on the same shared test server.

describe("leads", () => {
  let gerente: SignedInUser;

  beforeAll(async () => {
    gerente = await signedInAs("gerente");
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { name: { startsWith: "Cliente Lead" } } });
    await testDb().outboxMessage.deleteMany({
      where: { ticketId: null, subject: { contains: "Cliente Lead" } },
    });
  });

  describe("automatic replies and the outbox", () => {
    it("answers one address at most once in 24 hours, whatever its case; the timeline says when it did not", async () => {
      const address = `Repetido-${Date.now()}@Example.com`;
      const first = await sendLead({ email: address, name: "Cliente Lead Repetido" });
      const second = await sendLead({ email: address.toLowerCase(), name: "Cliente Lead Repetido" });
      const third = await sendLead({ email: address.toUpperCase(), name: "Cliente Lead Repetido" });
      const replies = await testDb().outboxMessage.findMany({
        where: { autoReplyTo: address.toLowerCase() },
        select: { ticketId: true, subject: true, status: true },
      });
      expect(replies).toEqual([
        { ticketId: first, subject: "Recebemos sua mensagem — Auto Premium Seminovos", status: "held" },
      ]);
      for (const id of [second, third]) {
        const ticket = await ticketOf(id, gerente);
        expect(ticket.events.map((event) => event.text)).toContain(
          `Resposta automática não enviada para ${address.toLowerCase()}: já houve uma nas últimas 24 horas`,
        );
      }
    });

    it("keeps e-mails held without SMTP, shows what they say, and refuses a retry that cannot send", async () => {
      const id = await sendLead({ name: "Cliente Lead Outbox" });
      const response = await api("/api/outbox?status=held&pageSize=200", { session: gerente });
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        messages: Array<{
          id: string;
          ticketId: string | null;
          kind: string;
          status: string;
          subject: string;
        }>;
        total: number;
        page: number;
        pageSize: number;
        delivery: { email: boolean; webhook: boolean };
      };
      expect(page.delivery).toEqual({ email: false, webhook: false });
      expect(page.pageSize).toBe(200);
      const mine = page.messages.filter((message) => message.ticketId === id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.every((message) => message.kind === "email" && message.status === "held")).toBe(true);

      const detail = await api(`/api/outbox/${mine[0]!.id}`, { session: gerente });
      const { message } = (await detail.json()) as { message: { text: string } };
      expect(message.text).toContain("Cliente Lead Outbox");

      const retry = await api(`/api/outbox/${mine[0]!.id}/retry`, { method: "POST", session: gerente });
      expect(retry.status).toBe(409);
      expect((await retry.json()).error).toBe(
        "Envio de e-mail não configurado: defina SMTP_URL no servidor.",
      );
      expect(
        (await api("/api/outbox/cunknownid000000000000000/retry", { method: "POST", session: gerente }))
          .status,
      ).toBe(404);
      expect((await api("/api/outbox?status=lost", { session: gerente })).status).toBe(400);
      const vendedor = await signedInAs("vendedor");
      expect((await api("/api/outbox", { session: vendedor })).status).toBe(403);
      expect((await api("/api/outbox")).status).toBe(401);
      // Without WEBHOOK_URL no webhook is written.
      expect(await testDb().outboxMessage.count({ where: { ticketId: id, kind: "webhook" } })).toBe(0);
    });
  });

  describe("GET /api/reports/leads", () => {
    it("counts assignments, first responses, the median in opening-hours minutes and closed sales per salesperson", async () => {
      const dora = await signedInAs("vendedor", { name: "Dora Relatorio" });
      const enzo = await signedInAs("vendedor", { name: "Enzo Relatorio" });
      const leads = await withOnlyReceivers([dora.id, enzo.id], () =>
        Promise.all([sendLead(), sendLead(), sendLead(), sendLead()]),
      );
      const rows = await testDb().contactTicket.findMany({ where: { id: { in: leads } } });
      const doraLeads = rows.filter((row) => row.assignedToId === dora.id).map((row) => row.id);
      expect(doraLeads).toHaveLength(2);
      for (const id of doraLeads)
        await api(`/api/contact-tickets/${id}/notes`, {
          method: "POST",
          json: { text: "Respondido" },
          session: dora,
        });

      const car = await createCar({ brand: "Fiat" });
      const sale = await api("/api/sales", {
        method: "POST",
        session: dora,
        json: {
          carId: car.id,
          clientName: "Comprador",
          clientPhone: "(11) 98765-4321",
          salePrice: 50000,
          paymentMethod: "cash",
          salesperson: "Dora",
          saleDate: "2026-11-20",
          status: "closed",
        },
      });
      expect(sale.status).toBe(201);
      const { sale: closed } = (await sale.json()) as { sale: { id: string } };
      expect((await testDb().sale.findUniqueOrThrow({ where: { id: closed.id } })).closedAt).not.toBeNull();

      const response = await api("/api/reports/leads", { session: gerente });
      expect(response.status).toBe(200);
      const report = (await response.json()) as {
        salespeople: Array<Record<string, unknown>>;
        totals: Record<string, unknown>;
      };
      const line = (id: string) => report.salespeople.find((person) => person.userId === id);
      expect(line(dora.id)).toMatchObject({
        name: "Dora Relatorio",
        assigned: 2,
        responded: 2,
        withinSlaPercent: 100,
        escalated: 0,
        closedSales: 1,
      });
      expect(line(dora.id)!.medianFirstResponseMinutes).toEqual(expect.any(Number));
      expect(line(enzo.id)).toMatchObject({
        assigned: 2,
        responded: 0,
        medianFirstResponseMinutes: null,
        withinSlaPercent: null,
      });
      expect(report.totals.assigned as number).toBeGreaterThanOrEqual(4);
      expect(report.totals.responded as number).toBeGreaterThanOrEqual(2);

      const past = await api(`/api/reports/leads?from=2020-01-01&to=2020-01-31`, { session: gerente });
      const empty = (await past.json()) as typeof report;
      expect(empty.totals).toEqual({
        assigned: 0,
        responded: 0,
        medianFirstResponseMinutes: null,
        withinSlaPercent: null,
        escalated: 0,
      });
      expect((await api("/api/reports/leads?from=2026-13-01", { session: gerente })).status).toBe(400);
      expect((await api("/api/reports/leads", { session: dora })).status).toBe(403);
      await testDb().sale.deleteMany({ where: { id: closed.id } });
      await removeCars([car.id]);
    });
  });
});
