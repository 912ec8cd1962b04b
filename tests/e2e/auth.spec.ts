import { randomBytes, randomInt } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

// Sign-up, sign-in errors and lockout, sign-in with a callback, and the /auth redirects, in Chromium.
// Each file uses a client address of its own (X-Forwarded-For), so its attempts do not count against other
// files' sign-in and sign-up limits on the shared e2e server.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString("hex")}@test.local`;

async function signInForm(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

// The toasts of the page on screen: after signing in, the /auth page the router keeps hidden (for back navigation)
// still holds its own Toaster, with a hidden copy of the same toast.
function visibleToasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

test("sign-up signs the new account in and goes to /; without admin access /admin says 'Acesso Negado'", async ({
  page,
}) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Cadastrar" }).click();
  const form = page.getByRole("form", { name: "Cadastrar" });
  await expect(form.getByText("Mínimo de 6 caracteres")).toBeVisible();

  await form.getByLabel("Email").fill(uniqueEmail("cadastro"));
  await form.getByLabel("Senha").fill("12345");
  await form.getByRole("button", { name: "Cadastrar" }).click();
  await expect(form.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();

  await form.getByLabel("Senha").fill("123456");
  await form.getByRole("button", { name: "Cadastrar" }).click();
  await expect(visibleToasts(page).getByText("Conta Criada!")).toBeVisible();
  await expect(visibleToasts(page).getByText("Login realizado automaticamente!")).toBeVisible();
  await expect(page).toHaveURL("/");

  // Signed in: /auth sends the visitor back to /.
  await page.goto("/auth");
  await expect(page).toHaveURL("/");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByText("Você não tem permissão para acessar esta página.")).toBeVisible();
  await expect(page).toHaveURL("/", { timeout: 10_000 });
});

test("sign-up with a taken e-mail shows 'Erro no Cadastro' with the server's message", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Cadastrar" });
  await form.getByLabel("Email").fill("vendedor@autopremium.com.br");
  await form.getByLabel("Senha").fill("123456");
  await form.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByText("Erro no Cadastro")).toBeVisible();
  await expect(page.getByText("Este email já está cadastrado")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test("sign-in errors: invalid e-mail in the form, wrong password, then the lockout toast", async ({
  page,
}) => {
  await page.goto("/auth");
  await signInForm(page, "sem-arroba", "qualquer");
  await expect(page.getByText("Email inválido")).toBeVisible();

  const email = uniqueEmail("bloqueio");
  await signInForm(page, email, "errada");
  await expect(page.getByText("Erro no Login")).toBeVisible();
  await expect(page.getByText("Email ou senha inválidos")).toBeVisible();

  for (let attempt = 2; attempt <= 5; attempt++) {
    const answered = page.waitForResponse("**/api/auth/login");
    await page.getByRole("form", { name: "Entrar" }).getByRole("button", { name: "Entrar" }).click();
    expect((await answered).status()).toBe(401);
  }
  await page.getByRole("form", { name: "Entrar" }).getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Muitas Tentativas de Login")).toBeVisible();
  await expect(
    page.getByText("Você tentou fazer login muitas vezes. Tente novamente em 15 minutos."),
  ).toBeVisible();
});

test("sign-in follows a callback to a page of this site, never to another site", async ({ page }) => {
  await page.goto("/auth?callbackUrl=https%3A%2F%2Fexample.com%2Fphishing");
  await signInForm(page, "cliente@autopremium.com.br", "demo1234");
  await expect(visibleToasts(page).getByText("Sucesso!", { exact: true })).toBeVisible();
  await expect(visibleToasts(page).getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("signed in as staff, the header's Admin and 'Sair' fit the narrowest phone without pushing the page sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/auth");
  await signInForm(page, "gerente@autopremium.com.br", "demo1234");
  await expect(page).toHaveURL("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Admin" })).toBeVisible();
  const bar = header.locator("> div");
  expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  for (const control of [
    header.getByRole("button", { name: "Sair" }),
    header.getByRole("button", { name: "Abrir menu" }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
});
