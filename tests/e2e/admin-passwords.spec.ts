import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// Staff passwords: 'Alterar senha' in the admin header, 'Redefinir senha' in the roles tab (the temporary password
// shown once, with a copy button) and the forced change at the next sign-in. Fresh accounts: the demo ones keep
// their published passwords for the other specs.
const address = randomAddress();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

/** A new account with the vendedor role, given by the demo gerente through the API. */
async function newVendedor(request: APIRequestContext, password: string) {
  const email = `${uniqueName("senha").replace(" ", "-")}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password },
    headers: { "X-Forwarded-For": randomAddress() },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  await request.post("/api/auth/logout");
  const login = await request.post("/api/auth/login", {
    data: { email: "gerente@autopremium.com.br", password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  expect((await request.put(`/api/users/${user.id}`, { data: { role: "vendedor" } })).status()).toBe(200);
  await request.post("/api/auth/logout");
  return { id: user.id, email };
}

async function signInWith(page: Page, email: string, password: string, callbackUrl = "/admin") {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

test("a vendedor changes their password in the admin header and signs in with the new one", async ({
  page,
  request,
}) => {
  const { email } = await newVendedor(request, "senha-antiga-1");
  await signInWith(page, email, "senha-antiga-1");
  await expect(page).toHaveURL("/admin");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  const dialog = page.getByRole("dialog", { name: "Alterar senha" });
  await dialog.getByLabel("Senha atual").fill("errada");
  await dialog.getByLabel(/^Nova senha/).fill("senha-nova-2");
  await dialog.getByLabel("Confirmar nova senha").fill("senha-nova-3");
  await dialog.getByRole("button", { name: "Alterar senha" }).click();
  await expect(dialog.getByText("As senhas não coincidem")).toBeVisible();
  await dialog.getByLabel("Confirmar nova senha").fill("senha-nova-2");
  await dialog.getByRole("button", { name: "Alterar senha" }).click();
  await expect(dialog.getByText("Senha atual incorreta").first()).toBeVisible();
  await dialog.getByLabel("Senha atual").fill("senha-antiga-1");
  await dialog.getByRole("button", { name: "Alterar senha" }).click();
  await expect(toast(page, "Senha alterada com sucesso!")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // This session goes on.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Painel Administrativo" })).toBeVisible();

  // The new password signs in; the old one no longer does.
  const fresh = { "X-Forwarded-For": randomAddress() };
  const old = await request.post("/api/auth/login", {
    data: { email, password: "senha-antiga-1" },
    headers: fresh,
  });
  expect(old.status()).toBe(401);
  const renewed = await request.post("/api/auth/login", {
    data: { email, password: "senha-nova-2" },
    headers: fresh,
  });
  expect(renewed.status()).toBe(200);
});

test("a gerente resets a password in the roles tab, sees it once and copies it", async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await newVendedor(request, "senha-antiga-1");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signInTo(page, "gerente@autopremium.com.br", "roles");
  await page.getByLabel("Buscar por email").fill(email);
  const row = page.getByTestId("role-row").filter({ hasText: email });
  await row.getByRole("button", { name: `Redefinir senha de ${email}` }).click();
  const dialog = page.getByTestId("reset-password-dialog");
  await expect(dialog.getByRole("heading", { name: "Redefinir senha?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Redefinir senha" }).click();
  const shown = dialog.getByLabel("Senha provisória");
  await expect(shown).toHaveValue(/^[A-Za-z0-9]{12,}$/);
  const temporary = await shown.inputValue();
  await dialog.getByRole("button", { name: "Copiar" }).click();
  await expect(toast(page, "Senha copiada")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
  await dialog.getByRole("button", { name: "Concluir" }).click();
  await expect(dialog).toHaveCount(0);
  // Shown once: opening the dialog again asks again, without the old password.
  await row.getByRole("button", { name: `Redefinir senha de ${email}` }).click();
  await expect(page.getByTestId("reset-password-dialog")).not.toContainText(temporary);
  await page.getByRole("button", { name: "Cancelar" }).click();
});

test("after a reset, the sign-in leads to the forced change, then on to where the user was going", async ({
  page,
  request,
}) => {
  const { id, email } = await newVendedor(request, "senha-antiga-1");
  await request.post("/api/auth/login", {
    data: { email: "gerente@autopremium.com.br", password: "demo1234" },
  });
  const reset = await request.post(`/api/users/${id}/reset-password`);
  expect(reset.status()).toBe(200);
  const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };

  await signInWith(page, email, temporaryPassword, "/admin?tab=sales");
  await expect(page).toHaveURL(/\/auth\/trocar-senha\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Troque a senha provisória" })).toBeVisible();
  // The panel stays closed until the password is changed.
  await page.goto("/admin?tab=sales");
  await expect(page).toHaveURL(/\/auth\/trocar-senha/);
  await page.getByLabel("Senha atual").fill(temporaryPassword);
  await page.getByLabel(/^Nova senha/).fill("minha-senha-9");
  await page.getByLabel("Confirmar nova senha").fill("minha-senha-9");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page).toHaveURL("/admin?tab=sales");
  await expect(page.getByRole("heading", { name: "Painel Administrativo" })).toBeVisible();
});
