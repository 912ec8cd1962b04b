import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createCar, publishCars, removeCars } from "../helpers/car-factory";
import { apiUrl, testDb } from "../helpers/db";

// POST /api/contact-tickets (docs/business-rules.md "Contact tickets"): contact messages, proposals and their error cases.

const REQUIRED = "Por favor, preencha todos os campos obrigatórios.";
const BAD_PHONE = "Por favor, digite um telefone válido (10 ou 11 dígitos).";
const RATE_LIMITED = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";

let address = 0;
/** Each test sends from its own client address, so the rate limit of one does not leak into another. */
const nextAddress = () => `203.0.113.${(address = (address % 250) + 1)}`;

async function post(body: unknown, options: { address?: string; contentType?: string; raw?: string } = {}) {
  const response = await fetch(apiUrl("/api/contact-tickets"), {
    method: "POST",
    headers: {
      "Content-Type": options.contentType ?? "application/json",
      "X-Forwarded-For": options.address ?? nextAddress(),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const contact = {
  name: "Maria Silva",
  email: "Maria@Example.com",
  phone: "(11) 98765-4321",
  message: "Gostaria de mais informações.",
};

describe("POST /api/contact-tickets", () => {
  let carId = "";
  const tickets: string[] = [];

  beforeAll(async () => {
    carId = (
      await createCar({
        brand: "Honda",
        model: "Civic Touring",
        year: "2021/2022",
        price: 139_900,
        mileage: 31_000,
        engine: "1.5",
        fuel: "Gasolina",
        color: "Preto",
        transmission: "CVT",
      })
    ).id;
    await publishCars([carId]);
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { id: { in: tickets } } });
    await removeCars([carId]);
  });

  it("stores a contact message as pending, with the phone as digits and the default subject", async () => {
    const { status, body } = await post(contact);
    expect(status).toBe(201);
    const ticket = body.ticket as { id: string; status: string };
    expect(ticket).toEqual({ id: expect.any(String), status: "pending" });
    tickets.push(ticket.id);
    const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row).toMatchObject({
      name: "Maria Silva",
      email: "maria@example.com",
      phone: "11987654321",
      subject: "contato_general",
      status: "pending",
      carId: null,
    });
  });

  it("keeps a chosen subject", async () => {
    const { status, body } = await post({ ...contact, subject: "financiamento" });
    expect(status).toBe(201);
    const id = (body.ticket as { id: string }).id;
    tickets.push(id);
    expect((await testDb().contactTicket.findUniqueOrThrow({ where: { id } })).subject).toBe("financiamento");
  });

  it("stores a proposal with the car's snapshot from the database, never the client's copy", async () => {
    const { status, body } = await post({
      name: "João",
      phone: "1134567890",
      message: "Ofereço R$ 120 mil à vista.",
      carId,
      car_price: 1,
      car_model: "Fusca",
      status: "resolved",
      subject: "outros",
    });
    expect(status).toBe(201);
    const ticket = body.ticket as { id: string; status: string };
    expect(ticket.status).toBe("proposal");
    tickets.push(ticket.id);
    const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row).toMatchObject({
      status: "proposal",
      subject: "interesse_veiculo",
      carId,
      carBrand: "Honda",
      carModel: "Civic Touring",
      carYear: "2021/2022",
      carMileage: 31_000,
      carEngine: "1.5",
      carFuel: "Gasolina",
      carColor: "Preto",
      carTransmission: "CVT",
      email: null,
      phone: "1134567890",
    });
    expect(row.carPrice?.toNumber()).toBe(139_900);
  });

  it("answers 400 with the agreed text when name, phone or message is empty, or the contact's e-mail", async () => {
    for (const body of [
      { ...contact, name: "" },
      { ...contact, phone: "  " },
      { ...contact, message: "" },
      { ...contact, email: "" },
      { name: "Só nome" },
      {},
    ]) {
      const result = await post(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error).toBe(REQUIRED);
    }
  });

  it("answers 400 with the phone text for a phone without 10 or 11 digits", async () => {
    for (const phone of ["123", "(11) 9876-543", "119876543210"]) {
      const result = await post({ ...contact, phone });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe(BAD_PHONE);
      expect(result.body.fields).toMatchObject({ phone: BAD_PHONE });
    }
  });

  it("answers 400 for an unknown car, a bad e-mail or subject, and malformed JSON; 415 for another content type", async () => {
    expect((await post({ ...contact, carId: "cnotarealcar000000000000" })).status).toBe(400);
    expect((await post({ ...contact, email: "maria@" })).status).toBe(400);
    expect((await post({ ...contact, subject: "spam" })).status).toBe(400);
    const malformed = await post(null, { raw: "{not json" });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.error).toBe("string");
    expect((await post(contact, { contentType: "text/html" })).status).toBe(415);
  });

  it("answers 413 for a body over 1 MB", async () => {
    const { status } = await post({ ...contact, message: "x".repeat(1_100_000) });
    expect(status).toBe(413);
  });

  it("accepts 10 messages from one client address in 10 minutes and refuses the 11th with 429 and Retry-After", async () => {
    const from = "198.51.100.77";
    await testDb().rateLimitBucket.deleteMany({ where: { subject: from } });
    const before = await testDb().contactTicket.count();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { status, body } = await post(contact, { address: from });
      expect(status, `attempt ${attempt}`).toBe(201);
      tickets.push((body.ticket as { id: string }).id);
    }
    const refused = await post(contact, { address: from });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: RATE_LIMITED });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await testDb().contactTicket.count()).toBe(before + 10);
    // Another address is not affected.
    const other = await post(contact);
    expect(other.status).toBe(201);
    tickets.push((other.body.ticket as { id: string }).id);
    await testDb().rateLimitBucket.deleteMany({ where: { subject: from } });
  });
});
