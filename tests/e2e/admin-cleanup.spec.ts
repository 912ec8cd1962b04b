import { expect, test } from "@playwright/test";

import { randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// The 'Limpeza' tab: a confirmation that counts the rows, the toast with deletedCount, the reload 2 s later;
// and 'Acesso Negado' when the role was taken away meanwhile.
const address = randomAddress();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

type Counts = { counts: Record<string, number> };

test("a gerente cleans the tickets after a confirmation that counts them", async ({ page, request }) => {
  for (const index of [1, 2]) {
    const response = await request.post("/api/contact-tickets", {
      data: {
        name: uniqueName(`Limpeza ${index}`),
        email: "limpeza@example.com",
        phone: "11955554444",
        message: "Teste de limpeza.",
      },
      headers: { "X-Forwarded-For": address },
    });
    expect(response.status()).toBe(201);
  }
  await signInTo(page, "gerente@autopremium.com.br", "data-management");
  await expect(page.getByRole("heading", { name: "Limpeza de Dados" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Limpar / })).toHaveCount(7);

  const { counts } = (await (await page.request.get("/api/admin/clear-data")).json()) as Counts;
  const tickets = counts.tickets!;
  expect(tickets).toBeGreaterThanOrEqual(2);
  const card = page.getByTestId("cleanup-tickets");
  await expect(card).toContainText(`${tickets} registros`);

  await card.getByRole("button", { name: "Limpar Tickets" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Esta ação não pode ser desfeita.");
  await expect(dialog).toContainText(`Serão excluídos ${tickets} registros do banco de dados`);
  await expect(dialog.getByTestId("cleanup-details")).toContainText(`${tickets} tickets de contato`);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  expect(((await (await page.request.get("/api/admin/clear-data")).json()) as Counts).counts.tickets).toBe(
    tickets,
  );

  await card.getByRole("button", { name: "Limpar Tickets" }).click();
  const reloaded = page.waitForEvent("load", { timeout: 15_000 });
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: `Excluir ${tickets} registros` })
    .click();
  await expect(toast(page, "Dados limpos com sucesso!")).toContainText(`${tickets} registros excluídos`);
  // The page reloads 2 s after the cleanup, showing the data as it now is.
  await reloaded;
  await expect(page.getByTestId("cleanup-tickets")).toContainText("0 registros");
  await page.getByRole("tab", { name: "Tickets" }).click();
  await expect(page.getByText("Nenhum ticket no momento.")).toBeVisible();
});

test("a cleanup attempted after the role was taken away answers 'Acesso Negado'", async ({
  page,
  request,
  playwright,
}) => {
  const email = `${uniqueName("limpeza").replace(" ", "-")}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: "senha-e2e-123" },
    headers: { "X-Forwarded-For": randomAddress() },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };

  const admin = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": randomAddress() },
  });
  const login = await admin.post("/api/auth/login", {
    data: { email: "admin@autopremium.com.br", password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  expect(
    (
      await admin.put(`/api/users/${user.id}`, {
        data: { role: "gerente" },
        headers: { Origin: test.info().project.use.baseURL! },
      })
    ).status(),
  ).toBe(200);

  await page.goto("/auth?callbackUrl=%2Fadmin%3Ftab%3Ddata-management");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill("senha-e2e-123");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Limpeza de Dados" })).toBeVisible();

  expect(
    (
      await admin.put(`/api/users/${user.id}`, {
        data: { role: "vendedor" },
        headers: { Origin: test.info().project.use.baseURL! },
      })
    ).status(),
  ).toBe(200);
  await page.getByTestId("cleanup-invoices").getByRole("button", { name: "Limpar Notas Fiscais" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Excluir/ })
    .click();
  await expect(toast(page, "Acesso Negado")).toContainText("Você não tem permissão para esta ação.");

  // Opened again (the tab list is still the one of the page's first load), the tab answers with the restriction.
  await page.getByRole("tab", { name: "Tickets" }).click();
  await page.getByRole("tab", { name: "Limpeza" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Acesso restrito apenas para Gerentes e Administradores." }),
  ).toBeVisible();
  await admin.dispose();
});
