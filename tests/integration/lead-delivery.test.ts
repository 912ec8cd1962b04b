import { randomInt } from "node:crypto";

import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashPassword } from "@/lib/auth/password";
import { createPrismaClient, type Db } from "@/lib/db/connect";
import { addDays } from "@/lib/format/dates";
import { wallTime } from "@/lib/opening-hours/clock";
import { isValidWebhookSignature } from "@/lib/outbox/signature";

import { startNext, startTestDatabase, tempDataDir } from "../helpers/app-server";
import { declaredAnswer } from "../helpers/declared-answers";
import {
  startMailServer,
  startWebhookReceiver,
  type MailServer,
  type WebhookReceiver,
} from "../helpers/mail-server";

// E-mail and webhook delivery end to end (docs/business-rules.md "Leads", "Outbox"): a server of its own whose
// SMTP_URL is a real SMTP server started here and whose WEBHOOK_URL is an HTTP receiver started here, open around the
// clock with 3 seconds (0.05 minutes) to answer a lead and 1 second before the first retry. Every lead of this file
// escalates 3 seconds after it arrives unless it is answered.

const SECRET = "segredo-dos-webhooks";
const PASSWORD = "senha-de-teste-123";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Account = { id: string; email: string; name: string; cookie: string };
type Hook = { event: string; at: string; data: Record<string, unknown> & { id: string } };

let mail: MailServer;
let hooks: WebhookReceiver;
let db: Db;
let dataDir: string;
let databaseUrl: string;
let stopDatabase: () => Promise<void>;
let app: { baseUrl: string; stop(): Promise<void> };
let appEnv: Record<string, string>;

function call(path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      Origin: app.baseUrl,
      "X-Forwarded-For": address(),
      ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function account(role: "vendedor" | "gerente", name: string): Promise<Account> {
  const email = `${role}-${randomInt(1e9)}@loja.test`;
  const user = await db.user.create({
    data: { email, name, role, passwordHash: await hashPassword(PASSWORD) },
    select: { id: true },
  });
  const login = await call("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((pair) => pair.includes("session-token="))!;
  return { id: user.id, email, name, cookie };
}

async function sendLead(body: Record<string, unknown>): Promise<string> {
  const response = await call("/api/contact-tickets", {
    method: "POST",
    json: { phone: "(11) 98765-4321", message: "Quero fazer uma proposta.", ...body },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: { id: string } }).ticket.id;
}

const hookOf = (body: string) => JSON.parse(body) as Hook;
const mailTo = (recipient: string, subject: string) => (received: MailServer["messages"][number]) =>
  received.to.includes(recipient) && received.parsed.subject === subject;

async function outboxRow(where: {
  ticketId: string;
  to?: string;
  kind?: "email" | "webhook";
  subject?: string;
}) {
  return db.outboxMessage.findFirstOrThrow({ where, orderBy: { createdAt: "asc" } });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

beforeAll(async () => {
  mail = await startMailServer();
  hooks = await startWebhookReceiver();
  dataDir = tempDataDir("dealership-mail");
  const database = await startTestDatabase(dataDir);
  databaseUrl = database.url;
  stopDatabase = () => database.stop();
  db = createPrismaClient(databaseUrl);
  appEnv = {
    SMTP_URL: mail.url,
    MAIL_FROM: "Auto Premium <leads@autopremium.test>",
    WEBHOOK_URL: hooks.url,
    WEBHOOK_SECRET: SECRET,
    OPENING_HOURS: "mon-sun 00:00-24:00",
    LEAD_RESPONSE_MINUTES: "0.05",
    OUTBOX_RETRY_SECONDS: "1",
  };
  app = await startNext({ databaseUrl, dataDir, env: appEnv });
});

afterAll(async () => {
  await app?.stop();
  await db?.$disconnect();
  await stopDatabase?.();
  await mail?.stop();
  await hooks?.stop();
});

describe("lead e-mails and webhooks", () => {
  let gerente: Account;
  let first: Account;

  beforeAll(async () => {
    gerente = await account("gerente", "Gerente Geral");
    first = await account("vendedor", "Vera Vendas");
  });

  it("e-mails the owner and the shopper through SMTP, plain text and HTML, and posts signed events", async () => {
    const sentAt = Date.now();
    const id = await sendLead({ name: "Paula Compradora", email: "paula@example.com" });
    const owner = await mail.waitFor(mailTo(first.email, "Novo lead: Paula Compradora — Contato geral"));
    await call(`/api/contact-tickets/${id}/notes`, {
      method: "POST",
      json: { text: "Vou ligar." },
      cookie: first.cookie,
    });
    expect(owner.receivedAt - sentAt).toBeLessThan(30_000);
    expect(owner.parsed.from?.value[0]?.address).toBe("leads@autopremium.test");
    expect(owner.parsed.text).toContain("Olá, Vera Vendas!");
    expect(owner.parsed.text).toContain("Telefone: (11) 98765-4321");
    expect(owner.parsed.text).toContain(`${app.baseUrl}/admin?tab=tickets&ticket=${id}`);
    expect(owner.parsed.html).toContain("Paula Compradora");

    const reply = await mail.waitFor(
      mailTo("paula@example.com", "Recebemos sua mensagem — Auto Premium Seminovos"),
    );
    expect(reply.parsed.text).toContain("Vera Vendas, da nossa equipe, vai responder você em breve.");
    expect(reply.parsed.html).toContain("https://wa.me/");
    expect(reply.parsed.replyTo?.value[0]?.address).toBe(first.email);
    expect(reply.parsed.headers.get("auto-submitted")).toBe("auto-replied");

    for (const event of ["lead.created", "lead.assigned"]) {
      const hook = await hooks.waitFor((request) => {
        const body = hookOf(request.body);
        return body.event === event && body.data.id === id;
      });
      expect(hook.headers["content-type"]).toContain("application/json");
      expect(isValidWebhookSignature(hook.body, SECRET, hook.headers["x-signature"] as string)).toBe(true);
      expect(isValidWebhookSignature(hook.body, "outro-segredo", hook.headers["x-signature"] as string)).toBe(
        false,
      );
      const body = hookOf(hook.body);
      expect(body.data).toMatchObject({ id, name: "Paula Compradora", status: "pending" });
      expect((body.data.assignedTo as { id: string }).id).toBe(first.id);
      expect(Date.parse(body.at)).not.toBeNaN();
    }
    const row = await outboxRow({ ticketId: id, to: first.email });
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).not.toBeNull();
  });

  it("escalates an unanswered lead once, to the next receiver, and tells the managers", async () => {
    const second = await account("vendedor", "Saulo Segundo");
    // Saulo was never given a lead: he is first in the rotation.
    const id = await sendLead({ name: "Rui Sem Resposta", email: "rui@example.com" });
    const moved = await mail.waitFor(
      mailTo(first.email, "Novo lead: Rui Sem Resposta — Contato geral"),
      30_000,
    );
    expect(moved.parsed.text).toContain("ficou sem resposta com Saulo Segundo e foi repassado para você");
    const warning = await mail.waitFor(mailTo(gerente.email, "Lead sem resposta: Rui Sem Resposta"));
    expect(warning.parsed.text).toContain("Foi repassado para Vera Vendas.");
    const escalated = await hooks.waitFor((request) => {
      const body = hookOf(request.body);
      return body.event === "lead.escalated" && body.data.id === id;
    });
    expect(hookOf(escalated.body).data).toMatchObject({ assignedTo: { id: first.id } });

    // The new owner's clock runs out too, and nothing happens again: one escalation per lead.
    await sleep(6_000);
    const ticket = await db.contactTicket.findUniqueOrThrow({ where: { id }, include: { events: true } });
    expect(ticket.assignedToId).toBe(first.id);
    expect(ticket.escalatedAt).not.toBeNull();
    expect(ticket.escalateAt).toBeNull();
    expect(ticket.responseDueAt!.getTime() - ticket.escalatedAt!.getTime()).toBe(3_000);
    const escalations = ticket.events.filter((event) => event.type === "escalated");
    expect(escalations).toHaveLength(1);
    expect(escalations[0]).toMatchObject({ assigneeId: first.id, previousOwnerId: second.id });
    expect(mail.messages.filter(mailTo(gerente.email, "Lead sem resposta: Rui Sem Resposta"))).toHaveLength(
      1,
    );
    // Out of the rotation from here on, so the next tests know who owns what.
    await db.user.update({ where: { id: second.id }, data: { receivesLeads: false } });
  });

  it("retries a refused delivery until the mail host takes it", async () => {
    let refusals = 0;
    mail.refuse((recipient) => recipient === "ocupado@example.com" && refusals++ === 0);
    const id = await sendLead({ name: "Olga Ocupada", email: "ocupado@example.com" });
    await mail.waitFor((received) => received.to.includes("ocupado@example.com"), 30_000);
    const row = await until(
      () => outboxRow({ ticketId: id, to: "ocupado@example.com" }),
      (value) => value.status === "sent",
      15_000,
    );
    expect(refusals).toBe(2);
    expect(row.attempts).toBe(2);
    expect(mail.messages.filter((received) => received.to.includes("ocupado@example.com"))).toHaveLength(1);
    mail.refuse(null);
  });

  it("books with an invitation the shopper's calendar reads", async () => {
    const tomorrow = addDays(wallTime(new Date()).day, 1);
    const response = await call("/api/appointments", {
      method: "POST",
      json: {
        name: "Iris Agenda",
        phone: "(11) 97777-6666",
        email: "iris@example.com",
        kind: "visit",
        date: tomorrow,
        time: "10:30",
      },
    });
    expect(response.status).toBe(201);
    const reply = await mail.waitFor(
      mailTo("iris@example.com", "Recebemos sua mensagem — Auto Premium Seminovos"),
    );
    expect(reply.parsed.text).toContain(
      `Seu agendamento: Visita em ${tomorrow.split("-").reverse().join("/")} às 10:30`,
    );
    expect(reply.raw).toMatch(/text\/calendar;[^\n]*method=REQUEST/i);
    const invite = reply.parsed.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    expect(invite).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(invite!.content.toString("utf8")));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(`${tomorrow}T10:30:00-03:00`).toISOString(),
    );
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event.location).toContain("Av. Europa, 1200");
  });

  it("posts car.sold when a sale is closed", async () => {
    const car = await db.car.create({
      data: {
        brand: "Toyota",
        model: "Corolla",
        year: "2022",
        yearValue: 2022,
        price: "129900.00",
        mileage: 10,
        color: "Prata",
      },
    });
    const response = await call("/api/sales", {
      method: "POST",
      cookie: gerente.cookie,
      json: {
        carId: car.id,
        clientName: "Comprador",
        clientPhone: "(11) 98765-4321",
        salePrice: 120000,
        paymentMethod: "cash",
        salesperson: "Gerente",
        saleDate: "2026-11-20",
        status: "closed",
      },
    });
    expect(response.status).toBe(201);
    const { sale } = (await response.json()) as { sale: { id: string } };
    const hook = await hooks.waitFor((request) => {
      const body = hookOf(request.body);
      return body.event === "car.sold" && body.data.id === sale.id;
    });
    expect(isValidWebhookSignature(hook.body, SECRET, hook.headers["x-signature"] as string)).toBe(true);
    expect(hookOf(hook.body).data).toMatchObject({ carId: car.id, status: "closed", salePrice: 120000 });
  });

  it("marks a delivery failed after six attempts over the growing delays, and sends it again on retry", async () => {
    mail.refuse((recipient) => recipient === "recusa@example.com");
    const id = await sendLead({ name: "Rita Recusada", email: "recusa@example.com" });
    const failed = await until(
      () => outboxRow({ ticketId: id, to: "recusa@example.com" }),
      (value) => value.status === "failed",
      110_000,
    );
    expect(failed.attempts).toBe(6);
    // Six attempts with doubling delays from 1 s: at least 1 + 2 + 4 + 8 + 16 seconds.
    expect(failed.updatedAt.getTime() - failed.createdAt.getTime()).toBeGreaterThanOrEqual(31_000);
    expect(failed.lastError).toContain("451");
    const timeline = await db.leadEvent.findMany({ where: { ticketId: id, type: "email" } });
    expect(timeline.map((event) => event.text)).toContain(
      'Falha ao enviar o e-mail "Recebemos sua mensagem — Auto Premium Seminovos" para recusa@example.com',
    );

    mail.refuse(null);
    const retried = await call(`/api/outbox/${failed.id}/retry`, { method: "POST", cookie: gerente.cookie });
    expect(retried.status).toBe(200);
    await declaredAnswer("POST /api/outbox/{id}/retry", retried.clone(), 200);
    expect(((await retried.json()) as { message: { status: string } }).message.status).toBe("pending");
    await mail.waitFor((received) => received.to.includes("recusa@example.com"), 20_000);
    const sent = await until(
      () => db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } }),
      (value) => value.status === "sent",
      10_000,
    );
    expect(sent.attempts).toBe(7);
    const again = await call(`/api/outbox/${failed.id}/retry`, { method: "POST", cookie: gerente.cookie });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("Mensagem já enviada");
  }, 150_000);

  // A stop can land while an attempt is under way: that job is retried once pg-boss sees it expired (its minute,
  // then maintenance within 30 s), hence the generous wait.
  it("loses nothing across a restart, and two instances send each message once", async () => {
    mail.refuse(() => true);
    const before = mail.messages.length;
    const ids: string[] = [];
    for (const name of ["Artur Reinicio", "Bia Reinicio", "Caio Reinicio"])
      ids.push(await sendLead({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com` }));
    for (const id of ids) {
      await call(`/api/contact-tickets/${id}/notes`, {
        method: "POST",
        json: { text: "Atendido" },
        cookie: first.cookie,
      });
    }
    await until(
      () => db.outboxMessage.findMany({ where: { ticketId: { in: ids }, kind: "email" } }),
      (rows) => rows.length > 0 && rows.every((row) => row.attempts >= 1 && row.status === "pending"),
      20_000,
    );
    await app.stop();
    mail.refuse(null);
    expect(mail.messages.length).toBe(before);

    const pending = await db.outboxMessage.findMany({ where: { ticketId: { in: ids }, kind: "email" } });
    const [one, two] = await Promise.all([
      startNext({ databaseUrl, dataDir, env: appEnv }),
      startNext({ databaseUrl, dataDir, env: appEnv }),
    ]);
    app = one;
    try {
      await until(
        () => db.outboxMessage.findMany({ where: { id: { in: pending.map((row) => row.id) } } }),
        (rows) => rows.every((row) => row.status === "sent"),
        150_000,
      );
      await sleep(2_000);
      for (const row of pending) {
        const copies = mail.messages.filter(
          (received) => received.to.includes(row.to) && received.parsed.subject === row.subject,
        );
        expect(copies, `${row.subject} → ${row.to}`).toHaveLength(1);
      }
    } finally {
      await two.stop();
    }
  }, 300_000);
});
