import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, removeCars, uniqueWord } from "../helpers/car-factory";
import { testDb } from "../helpers/db";

// A proposal carrying a financing simulation (docs/business-rules.md "Financing simulation"): the server computes
// the simulation from the car's price and the configured reference rate (1.79 % by default), never from the
// client's numbers; bad simulations are 400; every ticket answer carries `financing`, null when there is none.

type Financing = {
  downPayment: number;
  months: number;
  monthlyRate: number;
  installment: number;
  financedAmount: number;
  total: number;
};

describe("POST /api/contact-tickets with financing", () => {
  let carId = "";
  let ajudante: SignedInUser;
  const name = uniqueWord("Financiamento");
  const proposal = { name, email: "fin@example.com", phone: "11987654321", message: "Quero financiar." };

  beforeAll(async () => {
    carId = (await createCar({ price: 100_000 })).id;
    ajudante = await signedInAs("ajudante");
  });
  afterAll(async () => {
    await testDb().contactTicket.deleteMany({ where: { name } });
    await removeCars([carId]);
  });

  const post = (body: unknown) => api("/api/contact-tickets", { method: "POST", json: body });

  async function listed(id: string) {
    const response = await api(`/api/contact-tickets?q=${encodeURIComponent(name)}&pageSize=100`, {
      session: ajudante,
    });
    expect(response.status).toBe(200);
    const { tickets } = (await response.json()) as { tickets: Array<{ id: string; financing: unknown }> };
    return tickets.find((ticket) => ticket.id === id);
  }

  it("stores the simulation computed from the car's price, ignoring the client's installment", async () => {
    const response = await post({
      ...proposal,
      carId,
      financing: { downPayment: 20_000, months: 48, installment: 1, monthlyRate: 0, total: 5 },
    });
    expect(response.status).toBe(201);
    const { ticket } = (await response.json()) as { ticket: { id: string; status: string } };
    expect(ticket.status).toBe("proposal");
    const expected: Financing = {
      downPayment: 20_000,
      months: 48,
      monthlyRate: 1.79,
      installment: 2497.96,
      financedAmount: 80_000,
      total: 139_902.08,
    };
    const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.financing).toEqual(expected);
    expect((await listed(ticket.id))?.financing).toEqual(expected);

    // The status change answers the ticket too, simulation included.
    const put = await api(`/api/contact-tickets/${ticket.id}`, {
      method: "PUT",
      json: { status: "resolved" },
      session: ajudante,
    });
    expect(((await put.json()) as { ticket: { financing: unknown } }).ticket.financing).toEqual(expected);
  });

  it("accepts 0 down and the whole price down (nothing financed)", async () => {
    const zero = await post({ ...proposal, carId, financing: { downPayment: 0, months: 12 } });
    expect(zero.status).toBe(201);
    const all = await post({ ...proposal, carId, financing: { downPayment: 100_000, months: 60 } });
    expect(all.status).toBe(201);
    const { ticket } = (await all.json()) as { ticket: { id: string } };
    const row = await testDb().contactTicket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.financing).toMatchObject({ financedAmount: 0, installment: 0, total: 100_000 });
  });

  it("answers financing null for proposals and messages without one", async () => {
    const response = await post({ ...proposal, carId });
    expect(response.status).toBe(201);
    const { ticket } = (await response.json()) as { ticket: { id: string } };
    expect(await listed(ticket.id)).toMatchObject({ financing: null });
  });

  it.each([
    [{ downPayment: 100_000.01, months: 48 }, "A entrada não pode ser maior que o preço do carro."],
    [{ downPayment: 20_000, months: 72 }, "Prazo inválido: escolha 12, 24, 36, 48 ou 60 meses."],
    [{ downPayment: 20_000, months: "48" }, "Prazo inválido: escolha 12, 24, 36, 48 ou 60 meses."],
    [{ months: 48 }, "Informe o valor da entrada."],
    [{ downPayment: -1, months: 48 }, "Valor de entrada inválido."],
    [{ downPayment: 10.001, months: 48 }, "Valor de entrada inválido."],
    ["48x", "Simulação de financiamento inválida."],
  ])("refuses %j with 400", async (financing, error) => {
    const before = await testDb().contactTicket.count({ where: { name } });
    const response = await post({ ...proposal, carId, financing });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(error);
    expect(await testDb().contactTicket.count({ where: { name } })).toBe(before);
  });

  it("refuses financing without carId (a contact message) with 400", async () => {
    const response = await post({ ...proposal, financing: { downPayment: 1000, months: 48 } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "A simulação de financiamento só pode ser enviada com a proposta de um carro.",
      fields: { financing: "A simulação de financiamento só pode ser enviada com a proposta de um carro." },
    });
  });
});
