import { expect, test, type Page } from "@playwright/test";

import { expectNoHorizontalScroll, randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// Leads in the tickets tab (docs/admin-panel.md "Tickets"), at phone and desktop width: the demo vendedor (the
// only receiver of the demo staff) finds a new lead under 'Meus leads' with its owner and response clock and
// answers it with a note; a gerente makes the ajudante a receiver in 'Cargos', reassigns the lead from its card,
// opens it from the e-mail's link, reads the held e-mail in 'E-mails' and sees 'Atendimento' in the reports.
const address = randomAddress();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

async function sendLead(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/api/contact-tickets", {
    data: {
      name,
      email: "lead.e2e@example.com",
      phone: "(11) 98888-7777",
      message: "Ainda está disponível?",
    },
    headers: { "X-Forwarded-For": address },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { ticket: { id: string } }).ticket.id;
}

/** Every staff account but the demo vendedor stops receiving leads, so the rotation's next owner is known. */
async function makeTheDemoVendedorTheOnlyReceiver(manager: Page) {
  const answer = await manager.request.get("/api/users?staff=true&pageSize=200");
  expect(answer.status()).toBe(200);
  const { users } = (await answer.json()) as {
    users: Array<{ id: string; email: string; receivesLeads: boolean }>;
  };
  for (const user of users) {
    const receives = user.email === "vendedor@autopremium.com.br";
    if (user.receivesLeads === receives) continue;
    const put = await manager.request.put(`/api/users/${user.id}`, { data: { receivesLeads: receives } });
    expect(put.status()).toBe(200);
  }
}

test("a receiver answers a new lead from 'Meus leads'; a gerente reassigns it and follows it up", async ({
  page,
  browser,
}) => {
  // A gerente, in a browser of their own, first makes the demo vendedor the only receiver: other specs give the
  // vendedor role to accounts of their own, which then receive leads too.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });
  const manager = await context.newPage();
  try {
    await signInTo(manager, "gerente@autopremium.com.br", "roles");
    await makeTheDemoVendedorTheOnlyReceiver(manager);

    const name = uniqueName("Lead E2E");
    const id = await sendLead(page, name);

    await signInTo(page, "vendedor@autopremium.com.br", "tickets");
    await expect(page.getByRole("button", { name: "Meus leads" })).toHaveAttribute("aria-pressed", "true");
    const card = page.getByRole("article", { name });
    await expect(card.getByTestId("lead-owner")).toContainText("Responsável: Rafael Souza");
    await expect(card.getByTestId("lead-clock")).toHaveText(/^(Responder em|Atrasado há) /);
    await expectNoHorizontalScroll(page);

    await card.getByRole("button", { name: "Histórico e notas" }).click();
    const timeline = card.getByTestId("lead-timeline");
    await expect(timeline.locator("li").first()).toContainText("Recebido pelo site: Contato geral");
    await expect(timeline).toContainText("Atribuído a Rafael Souza pelo rodízio");
    await card.getByLabel("Nova nota").fill("Liguei e marquei visita para sábado.");
    await card.getByRole("button", { name: "Adicionar nota" }).click();
    await expect(toast(page, "Nota adicionada.")).toBeVisible();
    await expect(timeline.locator("li").last()).toContainText("Liguei e marquei visita para sábado.");
    await expect(timeline.locator("li").last()).toContainText("vendedor@autopremium.com.br");
    await expect(card.getByTestId("lead-clock")).toHaveText(/^Respondido em /);
    await expectNoHorizontalScroll(page);

    // The gerente's roles tab, read again now.
    await manager.reload();
    const helperRow = manager.getByTestId("role-row").filter({ hasText: "ajudante@autopremium.com.br" });
    const helperSwitch = helperRow.getByRole("switch", { name: /Recebe leads/ });
    await expect(helperSwitch).toHaveAttribute("aria-checked", "false");
    await helperSwitch.click();
    await expect(toast(manager, "Passa a receber leads.")).toBeVisible();
    await expect(helperSwitch).toHaveAttribute("aria-checked", "true");

    await manager.getByRole("tab", { name: "Tickets" }).click();
    await expect(manager.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");
    const managed = manager.getByRole("article", { name });
    await managed.getByLabel(`Reatribuir o lead de ${name}`).selectOption({ label: "Lucas Ferreira" });
    await managed.getByRole("button", { name: "Reatribuir" }).click();
    await expect(toast(manager, "Lead atribuído a Lucas Ferreira.")).toBeVisible();
    await expect(managed.getByTestId("lead-owner")).toContainText("Responsável: Lucas Ferreira");
    await expectNoHorizontalScroll(manager);

    // The link of the lead e-mails opens the ticket with its timeline.
    await manager.goto(`/admin?tab=tickets&ticket=${id}`);
    const dialog = manager.getByRole("dialog", { name: `Lead de ${name}` });
    await expect(dialog.getByTestId("lead-timeline")).toContainText(
      "Reatribuído de Rafael Souza para Lucas Ferreira",
    );
    await expect(dialog.getByTestId("lead-timeline")).toContainText("gerente@autopremium.com.br");
    await dialog.getByRole("button", { name: /Close|Fechar/ }).click();
    await expect(manager).toHaveURL("/admin?tab=tickets");

    // Without SMTP_URL the e-mails wait in the outbox, readable.
    await manager.getByRole("tab", { name: "E-mails" }).click();
    await expect(manager.getByTestId("mail-not-configured")).toBeVisible();
    const row = manager
      .getByTestId("outbox-row")
      .filter({ hasText: `Novo lead: ${name}` })
      .first();
    await expect(row.getByTestId("outbox-status")).toHaveText("Retido");
    await row.getByRole("button", { name: /^Ver/ }).click();
    await expect(manager.getByRole("dialog")).toContainText("Abrir no painel:");
    await manager.keyboard.press("Escape");
    await row.getByRole("button", { name: /^Reenviar/ }).click();
    await expect(toast(manager, "Erro ao reenviar")).toContainText("SMTP_URL");
    await expectNoHorizontalScroll(manager);

    await manager.getByRole("tab", { name: "Relatórios" }).click();
    const report = manager.getByRole("region", { name: "Atendimento" });
    await expect(report.getByTestId("leads-table")).toContainText("Rafael Souza");
    await expect(report.getByTestId("leads-summary")).toContainText("leads recebidos");
  } finally {
    // The ajudante goes back to not receiving leads: other specs list tickets as the ajudante, on 'Todos'.
    const users = (await (
      await manager.request.get("/api/users?q=ajudante%40autopremium.com.br")
    ).json()) as {
      users: Array<{ id: string }>;
    };
    await manager.request.put(`/api/users/${users.users[0]!.id}`, { data: { receivesLeads: false } });
    await context.close();
  }
});
