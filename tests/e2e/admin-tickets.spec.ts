import { expect, test } from "@playwright/test";

import { expectNoHorizontalScroll, randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// The tickets tab: a contact message and a proposal from the site, answered on WhatsApp, resolved with the
// 'Remove em 12h' countdown, and put back to pending.
const address = randomAddress();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

test("an ajudante resolves a ticket and puts it back to pending; a proposal shows its car", async ({
  page,
  request,
}) => {
  const name = uniqueName("Cliente E2E");
  const contact = await request.post("/api/contact-tickets", {
    data: {
      name,
      email: "cliente.e2e@example.com",
      phone: "(11) 98888-7777",
      message: "Quero agendar uma visita.",
    },
    headers: { "X-Forwarded-For": address },
  });
  expect(contact.status()).toBe(201);
  const cars = (await (await request.get("/api/cars")).json()) as {
    cars: Array<{ id: string; brand: string; model: string; year: string }>;
  };
  const car = cars.cars[0]!;
  const proposer = uniqueName("Proponente E2E");
  const proposal = await request.post("/api/contact-tickets", {
    data: {
      name: proposer,
      email: "proposta.e2e@example.com",
      phone: "21977776666",
      message: "Ofereço à vista.",
      carId: car.id,
    },
    headers: { "X-Forwarded-For": address },
  });
  expect(proposal.status()).toBe(201);

  // An ajudante starts on the tickets tab.
  await signInTo(page, "ajudante@autopremium.com.br", "tickets");
  const ticket = page.getByRole("article", { name });
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveAttribute("data-status", "pending");

  const whatsapp = ticket.getByRole("link", { name: /WhatsApp/ });
  const href = await whatsapp.getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
  expect(decodeURIComponent(href!.split("text=")[1]!)).toContain(`Olá, ${name}!`);

  const proposalCard = page.getByRole("article", { name: proposer });
  await expect(proposalCard.getByText("Proposta", { exact: true })).toBeVisible();
  await expect(proposalCard.getByTestId("ticket-car")).toContainText(`${car.brand} ${car.model} ${car.year}`);
  await expect(proposalCard.getByRole("link", { name: /Ver anúncio do carro/ })).toHaveAttribute(
    "href",
    `/car/${car.id}`,
  );
  await expectNoHorizontalScroll(page);

  await ticket.getByRole("button", { name: "Resolver" }).click();
  await expect(toast(page, "Ticket marcado como resolvido!")).toBeVisible();
  await expect(ticket).toHaveAttribute("data-status", "resolved");
  await expect(ticket.getByText("Remove em 12h")).toBeVisible();
  await expect(ticket.getByText("Resolvido")).toBeVisible();
  // Resolved tickets come after every open one.
  const statuses = await page
    .getByTestId("ticket")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-status")));
  expect(statuses.slice(statuses.indexOf("resolved")).every((status) => status === "resolved")).toBe(true);

  await page.reload();
  await expect(page.getByRole("article", { name })).toHaveAttribute("data-status", "resolved");
  await page.getByRole("article", { name }).getByRole("button", { name: "Voltar para pendente" }).click();
  await expect(toast(page, "Ticket voltou para pendente.")).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveAttribute("data-status", "pending");
  await expect(page.getByRole("article", { name }).getByText(/Remove em/)).toHaveCount(0);
});
