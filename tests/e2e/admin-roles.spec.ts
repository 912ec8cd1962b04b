import { expect, test } from "@playwright/test";

import { expectNoHorizontalScroll, randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// The 'Cargos' tab: required fields, an e-mail without an account, assigning a role, searching, removing it.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

test("an admin assigns a role to an existing account, finds it and removes it", async ({ page, request }) => {
  const email = `${uniqueName("cargo").replace(" ", "-")}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: "senha-e2e-123" },
    headers: { "X-Forwarded-For": randomAddress() },
  });
  expect(registered.status()).toBe(201);

  await signInTo(page, "admin@autopremium.com.br", "roles");
  const form = page.getByRole("form", { name: "Atribuir cargo" });
  await expect(form).toBeVisible();
  await expect(page.getByRole("list", { name: "Usuários com cargo" })).toContainText(
    "gerente@autopremium.com.br",
  );

  await form.getByRole("button", { name: "Atribuir Cargo" }).click();
  await expect(toast(page, "Por favor, preencha todos os campos")).toBeVisible();

  await form.getByLabel("Email do usuário").fill("ninguem-e2e@example.com");
  await form.getByLabel("Cargo").selectOption({ label: "Vendedor" });
  await form.getByRole("button", { name: "Atribuir Cargo" }).click();
  await expect(toast(page, "Usuário não encontrado")).toContainText(
    "Este email não possui uma conta no sistema. É necessário criar uma conta primeiro antes de atribuir um cargo.",
  );

  await form.getByLabel("Email do usuário").fill(email.toUpperCase());
  await form.getByLabel("Cargo").selectOption({ label: "Ajudante" });
  await form.getByRole("button", { name: "Atribuir Cargo" }).click();
  await expect(toast(page, "Cargo atribuído com sucesso!")).toBeVisible();
  const row = page.getByTestId("role-row").filter({ hasText: email });
  await expect(row).toContainText("Ajudante");

  await page.getByLabel("Buscar por email").fill(email.slice(0, 12));
  await expect(page.getByTestId("role-row")).toHaveCount(1);
  await expectNoHorizontalScroll(page);

  await row.getByRole("button", { name: `Remover cargo de ${email}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`${email} perde o cargo de Ajudante`);
  await dialog.getByRole("button", { name: "Remover cargo" }).click();
  await expect(toast(page, "Cargo removido com sucesso!")).toBeVisible();
  await expect(page.getByTestId("role-row")).toHaveCount(0);
  await expect(page.getByText("Nenhum usuário encontrado para esta busca.")).toBeVisible();

  const users = (await (await page.request.get("/api/users")).json()) as {
    users: Array<{ email: string; role: string }>;
  };
  expect(users.users.find((user) => user.email === email)?.role).toBe("user");
});
