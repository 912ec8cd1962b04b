import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays, bookableDays, weekday } from "@/lib/appointments/slots";
import { saoPauloDate } from "@/lib/format/dates";
import { ALL_OPERATIONS } from "@/lib/openapi/document";
import { DEFAULT_OPENING_HOURS, parseOpeningHours } from "@/lib/opening-hours/schedule";

import { api, signedInAs, TEST_PASSWORD, uniqueEmail, type SignedInUser } from "../helpers/auth";
import { createCar, removeCars, uniqueWord } from "../helpers/car-factory";
import { testDb } from "../helpers/db";
import { checkedAnswers, declaredAnswer } from "../helpers/declared-answers";
import { jpegWithGps, PDF_FILE } from "../helpers/images";
import { validCar, validContact, validExpense, validInvoice, validSale } from "../helpers/valid-bodies";

// The OpenAPI document's answers are true (GET /api/openapi.json, lib/openapi/): every area's reads and writes are
// called as the role that may, and each answer is held against the zod schema its declaration gives for its
// status, keys the document does not name included. Lists are read whole, so rows other test files left behind
// are checked too.

let gerente: SignedInUser;
let vendedor: SignedInUser;
let ajudante: SignedInUser;

const carIds: string[] = [];
const ticketIds: string[] = [];
const userIds: string[] = [];
const name = uniqueWord("Contrato");

beforeAll(async () => {
  [gerente, vendedor, ajudante] = await Promise.all([
    signedInAs("gerente"),
    signedInAs("vendedor"),
    signedInAs("ajudante"),
  ]);
  userIds.push(gerente.id, vendedor.id, ajudante.id);
});

afterAll(async () => {
  const db = testDb();
  await db.contactTicket.deleteMany({ where: { id: { in: ticketIds } } });
  await db.sale.deleteMany({ where: { carId: { in: carIds } } });
  await db.document.deleteMany({ where: { title: name } });
  await db.user.deleteMany({ where: { id: { in: userIds } } });
  await removeCars(carIds);
});

const today = () => saoPauloDate(new Date());

describe("the API answers what its OpenAPI document declares", () => {
  it("cars: the stock, one car for visitors and staff, create, change, reserve, photos, delete", async () => {
    const created = await declaredAnswer<{ car: { id: string } }>(
      "POST /api/cars",
      await api("/api/cars", { method: "POST", json: validCar({ model: name }), session: gerente }),
      201,
    );
    const id = created.car.id;
    carIds.push(id);
    await declaredAnswer(
      "PUT /api/cars/{id}",
      await api(`/api/cars/${id}`, {
        method: "PUT",
        json: {
          price: 97_000,
          minimumPrice: 90_000,
          plate: "ABC1D23",
          consignment: {
            ownerName: "Paulo Proprietário",
            ownerDocument: "529.982.247-25",
            ownerPhone: "(11) 98765-4321",
            netToOwner: 85_000,
            startDate: today(),
            endDate: addDays(today(), 60),
          },
        },
        session: gerente,
      }),
      200,
    );
    await declaredAnswer(
      "POST /api/cars/{id}/reservation",
      await api(`/api/cars/${id}/reservation`, {
        method: "POST",
        json: {
          clientName: "Rita Reserva",
          clientPhone: "(11) 98765-4321",
          deposit: 1_000,
          until: addDays(today(), 3),
        },
        session: gerente,
      }),
      201,
    );

    // Staff read the purchase, the consignment, the reservation and the price history; visitors none of them.
    const staffCar = await declaredAnswer<{ car: Record<string, unknown> }>(
      "GET /api/cars/{id}",
      await api(`/api/cars/${id}`, { session: gerente }),
      200,
    );
    expect(staffCar.car).toMatchObject({ reserved: true, purchasePrice: 80_000, plate: "ABC1D23" });
    expect(staffCar.car.consignment).not.toBeNull();
    expect(staffCar.car.reservation).not.toBeNull();
    expect(staffCar.car.priceHistory).toHaveLength(2);
    const publicCar = await declaredAnswer<{ car: Record<string, unknown> }>(
      "GET /api/cars/{id}",
      await api(`/api/cars/${id}`),
      200,
    );
    expect(publicCar.car).toMatchObject({ reserved: true, priceDrop: { from: 99_900, to: 97_000 } });
    expect(publicCar.car).not.toHaveProperty("purchasePrice");

    await declaredAnswer("GET /api/cars", await api("/api/cars?status=all", { session: gerente }), 200);
    const visitorList = await declaredAnswer<{ cars: Array<{ id: string }> }>(
      "GET /api/cars",
      await api(`/api/cars?q=${encodeURIComponent(name)}`),
      200,
    );
    expect(visitorList.cars.map((car) => car.id)).toContain(id);
    // A visitor's list holding sold cars comes a page at a time.
    const soldPage = await declaredAnswer<{ page?: number }>(
      "GET /api/cars",
      await api("/api/cars?status=all"),
      200,
    );
    expect(soldPage.page).toBe(1);

    await declaredAnswer(
      "DELETE /api/cars/{id}/reservation",
      await api(`/api/cars/${id}/reservation`, { method: "DELETE", session: gerente }),
      200,
    );

    const form = new FormData();
    form.set(
      "file",
      new Blob([new Uint8Array(await jpegWithGps(320, 240))], { type: "image/jpeg" }),
      "carro.jpg",
    );
    const photo = await declaredAnswer<{ public_id: string }>(
      "POST /api/uploads/images",
      await api("/api/uploads/images", { method: "POST", body: form, session: gerente }),
      201,
    );
    await declaredAnswer(
      "DELETE /api/cloudinary/delete-image",
      await api("/api/cloudinary/delete-image", {
        method: "DELETE",
        json: { publicId: photo.public_id },
        session: gerente,
      }),
      200,
    );

    await declaredAnswer(
      "POST /api/analytics/track",
      await api("/api/analytics/track", { method: "POST", json: { carId: id, action: "view" } }),
      200,
    );
    // Without the cars permission the ranking's cars are the public ones.
    await declaredAnswer(
      "GET /api/analytics/overview",
      await api("/api/analytics/overview", { session: ajudante }),
      200,
    );
    await declaredAnswer(
      "GET /api/analytics/overview",
      await api("/api/analytics/overview", { session: gerente }),
      200,
    );

    const doomed = await declaredAnswer<{ car: { id: string } }>(
      "POST /api/cars",
      await api("/api/cars", {
        method: "POST",
        json: validCar({ model: uniqueWord("Excluir") }),
        session: gerente,
      }),
      201,
    );
    carIds.push(doomed.car.id);
    await declaredAnswer(
      "DELETE /api/cars/{id}",
      await api(`/api/cars/${doomed.car.id}`, { method: "DELETE", session: gerente }),
      200,
    );
  });

  it("tickets and leads: a message, a proposal with financing, a trade-in, the list, one lead, changes, a note", async () => {
    const message = await declaredAnswer<{ ticket: { id: string } }>(
      "POST /api/contact-tickets",
      await api("/api/contact-tickets", { method: "POST", json: { ...validContact(), name } }),
      201,
    );
    ticketIds.push(message.ticket.id);
    const car = await createCar({ model: uniqueWord("Proposta") });
    carIds.push(car.id);
    const proposal = await declaredAnswer<{ ticket: { id: string } }>(
      "POST /api/contact-tickets",
      await api("/api/contact-tickets", {
        method: "POST",
        json: { ...validContact(), name, carId: car.id, financing: { downPayment: 20_000, months: 48 } },
      }),
      201,
    );
    ticketIds.push(proposal.ticket.id);

    const tradeInForm = new FormData();
    const tradeInFields = {
      name,
      phone: "(11) 98765-4321",
      email: "avaliacao@example.com",
      brand: "Fiat",
      model: "Uno",
      year: "2012",
      mileage: "98000",
      plate: "abc-1d23",
      notes: "Único dono.",
    };
    for (const [field, value] of Object.entries(tradeInFields)) tradeInForm.set(field, value);
    const tradeIn = await declaredAnswer<{ ticket: { id: string } }>(
      "POST /api/trade-ins",
      await api("/api/trade-ins", { method: "POST", body: tradeInForm }),
      201,
    );
    ticketIds.push(tradeIn.ticket.id);

    await declaredAnswer(
      "GET /api/contact-tickets",
      await api("/api/contact-tickets?pageSize=200", { session: gerente }),
      200,
    );
    const lead = await declaredAnswer<{ ticket: { financing: unknown; tradeIn: unknown } }>(
      "GET /api/contact-tickets/{id}",
      await api(`/api/contact-tickets/${proposal.ticket.id}`, { session: gerente }),
      200,
    );
    expect(lead.ticket.financing).not.toBeNull();
    const appraisal = await declaredAnswer<{ ticket: { tradeIn: unknown } }>(
      "GET /api/contact-tickets/{id}",
      await api(`/api/contact-tickets/${tradeIn.ticket.id}`, { session: gerente }),
      200,
    );
    expect(appraisal.ticket.tradeIn).not.toBeNull();
    await declaredAnswer(
      "PUT /api/contact-tickets/{id}",
      await api(`/api/contact-tickets/${message.ticket.id}`, {
        method: "PUT",
        json: { status: "resolved" },
        session: gerente,
      }),
      200,
    );
    await declaredAnswer(
      "POST /api/contact-tickets/{id}/notes",
      await api(`/api/contact-tickets/${message.ticket.id}/notes`, {
        method: "POST",
        json: { text: "Cliente retornou a ligação." },
        session: gerente,
      }),
      201,
    );
    await declaredAnswer(
      "GET /api/leads/receivers",
      await api("/api/leads/receivers", { session: vendedor }),
      200,
    );
    await declaredAnswer(
      "DELETE /api/trade-ins/{ticketId}/photos",
      await api(`/api/trade-ins/${tradeIn.ticket.id}/photos`, { method: "DELETE", session: gerente }),
      200,
    );
  });

  it("bookings: a day's slots, a booking, the bookings, a cancellation", async () => {
    const schedule = parseOpeningHours(DEFAULT_OPENING_HOURS);
    // The last bookable weekday: the booking tests fill slots of the first ones.
    const day = bookableDays(new Date(), schedule)
      .filter((date) => weekday(date) >= 1 && weekday(date) <= 5 && date >= addDays(today(), 2))
      .at(-1)!;
    const { slots } = await declaredAnswer<{ slots: Array<{ time: string; available: boolean }> }>(
      "GET /api/appointments/slots",
      await api(`/api/appointments/slots?date=${day}`),
      200,
    );
    const time = slots.find((slot) => slot.available)!.time;
    const booked = await declaredAnswer<{ appointment: { id: string } }>(
      "POST /api/appointments",
      await api("/api/appointments", {
        method: "POST",
        json: {
          name,
          phone: "(11) 91234-5678",
          email: "visita@example.com",
          kind: "test-drive",
          date: day,
          time,
        },
      }),
      201,
    );
    const { ticketId } = await testDb().appointment.findUniqueOrThrow({
      where: { id: booked.appointment.id },
      select: { ticketId: true },
    });
    ticketIds.push(ticketId);
    await declaredAnswer(
      "GET /api/appointments",
      await api(`/api/appointments?from=${today()}`, { session: ajudante }),
      200,
    );
    await declaredAnswer(
      "POST /api/appointments/{id}/cancel",
      await api(`/api/appointments/${booked.appointment.id}/cancel`, { method: "POST", session: ajudante }),
      200,
    );
  });

  it("sales: a sale below the minimum, its approval, a change, the list, a deletion", async () => {
    const car = await createCar({ model: uniqueWord("Venda") });
    carIds.push(car.id);
    await testDb().car.update({ where: { id: car.id }, data: { minimumPrice: "95000.00" } });
    const created = await declaredAnswer<{ sale: { id: string; approval: string | null } }>(
      "POST /api/sales",
      await api("/api/sales", {
        method: "POST",
        json: { ...validSale(car.id), salePrice: 90_000 },
        session: vendedor,
      }),
      201,
    );
    expect(created.sale.approval).toBe("pending");
    await declaredAnswer(
      "POST /api/sales/{id}/approval",
      await api(`/api/sales/${created.sale.id}/approval`, {
        method: "POST",
        json: { approved: true, note: "Cliente antigo." },
        session: gerente,
      }),
      200,
    );
    await declaredAnswer(
      "PUT /api/sales/{id}",
      await api(`/api/sales/${created.sale.id}`, {
        method: "PUT",
        json: { status: "closed" },
        session: vendedor,
      }),
      200,
    );
    await declaredAnswer("GET /api/sales", await api("/api/sales?pageSize=200", { session: vendedor }), 200);
    await declaredAnswer(
      "GET /api/reports/commissions",
      await api("/api/reports/commissions", { session: vendedor }),
      200,
    );
    await declaredAnswer(
      "DELETE /api/sales/{id}",
      await api(`/api/sales/${created.sale.id}`, { method: "DELETE", session: gerente }),
      200,
    );
  });

  it("invoices, expenses and documents: create, change, list, delete", async () => {
    const invoice = await declaredAnswer<{ invoice: { id: string } }>(
      "POST /api/invoices",
      await api("/api/invoices", { method: "POST", json: validInvoice(), session: vendedor }),
      201,
    );
    await declaredAnswer(
      "PUT /api/invoices/{id}",
      await api(`/api/invoices/${invoice.invoice.id}`, {
        method: "PUT",
        json: { status: "paid" },
        session: vendedor,
      }),
      200,
    );
    await declaredAnswer(
      "GET /api/invoices",
      await api("/api/invoices?pageSize=200", { session: vendedor }),
      200,
    );
    await declaredAnswer(
      "DELETE /api/invoices/{id}",
      await api(`/api/invoices/${invoice.invoice.id}`, { method: "DELETE", session: vendedor }),
      200,
    );

    const expense = await declaredAnswer<{ expense: { id: string } }>(
      "POST /api/expenses",
      await api("/api/expenses", { method: "POST", json: validExpense(), session: gerente }),
      201,
    );
    await declaredAnswer(
      "PUT /api/expenses/{id}",
      await api(`/api/expenses/${expense.expense.id}`, {
        method: "PUT",
        json: { amount: 175.5 },
        session: gerente,
      }),
      200,
    );
    await declaredAnswer(
      "GET /api/expenses",
      await api("/api/expenses?pageSize=200", { session: gerente }),
      200,
    );
    await declaredAnswer(
      "DELETE /api/expenses/{id}",
      await api(`/api/expenses/${expense.expense.id}`, { method: "DELETE", session: gerente }),
      200,
    );

    const form = new FormData();
    form.set("title", name);
    form.set("type", "cnh");
    form.set("clientName", "Ana Souza");
    form.set("expiryDate", addDays(today(), 1));
    form.set("file", new Blob([new Uint8Array(PDF_FILE)], { type: "application/pdf" }), "cnh.pdf");
    const document = await declaredAnswer<{ document: { id: string; expiryStatus: string } }>(
      "POST /api/documents",
      await api("/api/documents", { method: "POST", body: form, session: vendedor }),
      201,
    );
    expect(document.document.expiryStatus).toBe("expiring");
    await declaredAnswer(
      "PUT /api/documents/{id}",
      await api(`/api/documents/${document.document.id}`, {
        method: "PUT",
        json: { clientName: "Ana Souza Lima" },
        session: vendedor,
      }),
      200,
    );
    const documents = await declaredAnswer<{ summary: { alerts: unknown[] } }>(
      "GET /api/documents",
      await api("/api/documents?pageSize=200", { session: vendedor }),
      200,
    );
    expect(documents.summary.alerts.length).toBeGreaterThan(0);
    await declaredAnswer(
      "DELETE /api/documents/{id}",
      await api(`/api/documents/${document.document.id}`, { method: "DELETE", session: vendedor }),
      200,
    );
  });

  it("accounts: sign-up, sign-in, the roles tab, a temporary password and its change, the session, sign-out", async () => {
    const email = uniqueEmail("conta");
    const registered = await declaredAnswer<{ user: { id: string } }>(
      "POST /api/auth/register",
      await api("/api/auth/register", {
        method: "POST",
        json: { email, password: TEST_PASSWORD, name: "Conta Nova" },
      }),
      201,
    );
    userIds.push(registered.user.id);
    await declaredAnswer(
      "POST /api/auth/login",
      await api("/api/auth/login", { method: "POST", json: { email, password: TEST_PASSWORD } }),
      200,
    );

    await declaredAnswer("GET /api/users", await api("/api/users?pageSize=200", { session: gerente }), 200);
    await declaredAnswer(
      "GET /api/users/check/{email}",
      await api(`/api/users/check/${encodeURIComponent(email)}`, { session: gerente }),
      200,
    );
    await declaredAnswer(
      "GET /api/users/check/{email}",
      await api(`/api/users/check/${encodeURIComponent(uniqueEmail("ninguem"))}`, { session: gerente }),
      200,
    );
    await declaredAnswer(
      "PUT /api/users/{id}",
      await api(`/api/users/${registered.user.id}`, {
        method: "PUT",
        json: { role: "vendedor", commissionPercent: 1.5 },
        session: gerente,
      }),
      200,
    );
    const { temporaryPassword } = await declaredAnswer<{ temporaryPassword: string }>(
      "POST /api/users/{id}/reset-password",
      await api(`/api/users/${registered.user.id}/reset-password`, { method: "POST", session: gerente }),
      200,
    );

    const temporary = await api("/api/auth/login", {
      method: "POST",
      json: { email, password: temporaryPassword },
    });
    const cookie = temporary.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .join("; ");
    const signedIn = await declaredAnswer<{ mustChangePassword?: boolean }>(
      "POST /api/auth/login",
      temporary,
      200,
    );
    expect(signedIn.mustChangePassword).toBe(true);
    const changed = await api("/api/auth/password", {
      method: "PUT",
      json: { currentPassword: temporaryPassword, newPassword: "uma-senha-nova-123" },
      session: { cookie, token: "" },
    });
    const session = {
      cookie: changed.headers
        .getSetCookie()
        .map((value) => value.split(";")[0]!)
        .join("; "),
      token: "",
    };
    await declaredAnswer("PUT /api/auth/password", changed, 200);
    await declaredAnswer("GET /api/auth/session", await api("/api/auth/session", { session }), 200);
    await declaredAnswer(
      "POST /api/auth/logout",
      await api("/api/auth/logout", { method: "POST", session }),
      200,
    );
    await declaredAnswer("GET /api/auth/session", await api("/api/auth/session"), 200);
  });

  it("reports, the outbox, the audit trail, the cleanup counts and the API's own pages", async () => {
    for (const report of ["summary", "cars", "leads", "consignments", "commissions", "funnel", "stock-age"])
      await declaredAnswer(
        `GET /api/reports/${report}`,
        await api(`/api/reports/${report}`, { session: gerente }),
        200,
      );

    const outbox = await declaredAnswer<{ messages: Array<{ id: string }> }>(
      "GET /api/outbox",
      await api("/api/outbox?pageSize=200", { session: gerente }),
      200,
    );
    expect(outbox.messages.length).toBeGreaterThan(0);
    await declaredAnswer(
      "GET /api/outbox/{id}",
      await api(`/api/outbox/${outbox.messages[0]!.id}`, { session: gerente }),
      200,
    );

    await declaredAnswer("GET /api/audit", await api("/api/audit?pageSize=200", { session: gerente }), 200);
    await declaredAnswer(
      "GET /api/admin/clear-data",
      await api("/api/admin/clear-data", { session: gerente }),
      200,
    );
    // The analytics category only: every other file's rows stay (they build their own anyway).
    await declaredAnswer(
      "POST /api/admin/clear-data",
      await api("/api/admin/clear-data", {
        method: "POST",
        json: { dataType: "analytics" },
        session: gerente,
      }),
      200,
    );
    await declaredAnswer("GET /api/openapi.json", await api("/api/openapi.json"), 200);
    await declaredAnswer("GET /api/health", await api("/api/health"), 200);
    await declaredAnswer("GET /api/health/live", await api("/api/health/live"), 200);
  });

  it("checked every JSON answer the document declares a schema for", () => {
    const declared = ALL_OPERATIONS.flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([status, answer]) => Number(status) < 400 && typeof answer !== "string" && answer.schema)
        .map(([status]) => `${operation.method.toUpperCase()} ${operation.path} ${status}`),
    );
    expect(declared.length).toBeGreaterThan(60);
    // A retry succeeds only where e-mail is set up: tests/integration/lead-delivery.test.ts checks that answer on
    // its server with a mail server.
    expect(declared.filter((answer) => !checkedAnswers.has(answer))).toEqual([
      "POST /api/outbox/{id}/retry 200",
    ]);
  });
});
