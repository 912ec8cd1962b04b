import { randomInt } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

// The /admin shell: redirects, the role badge and the role's tabs, addressable tabs, sign-out, and a
// Content-Security-Policy that blocks nothing the pages need.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

async function signIn(page: Page, email: string, callbackUrl = "/admin") {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
}

/** Collects CSP violations (reported to the page and in the console) and uncaught errors. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|CSP violation|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test("an anonymous visitor is sent from /admin to /auth and comes back after signing in", async ({
  page,
}) => {
  await page.goto("/admin?tab=sales");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill("admin@autopremium.com.br");
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/admin?tab=sales");
  await expect(page.getByRole("tab", { name: "Vendas" })).toHaveAttribute("aria-selected", "true");
});

test("a gerente sees the red, green or yellow badge, every tab, addressable tabs, and 'Sair' ends the session", async ({
  page,
}) => {
  const problems = await watchProblems(page);
  await signIn(page, "gerente@autopremium.com.br");
  await expect(page).toHaveURL("/admin");
  const badge = page.getByTestId("role-badge");
  await expect(badge).toHaveText("Cargo: gerente");
  await expect(badge).toHaveAttribute("data-variant", "success");

  // A gerente's home is the sales tab: it opens there, first in the strip.
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "Vendas",
    "Carros",
    "Despesas",
    "Docs",
    "NF",
    "Tickets",
    "Relatórios",
    "Analytics",
    "Limpeza",
    "Cargos",
    "Auditoria",
    "E-mails",
  ]);
  await expect(page.getByRole("tab", { name: "Vendas" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Limpeza" }).click();
  await expect(page).toHaveURL("/admin?tab=data-management");
  await expect(page.getByRole("tabpanel")).toContainText("Limpeza");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Limpeza" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Vendas" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("main").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  expect(problems).toEqual([]);
});

test("an ajudante starts on tickets and sees only tickets and analytics", async ({ page }) => {
  await signIn(page, "ajudante@autopremium.com.br");
  await expect(page.getByTestId("role-badge")).toHaveText("Cargo: ajudante");
  await expect(page.getByTestId("role-badge")).toHaveAttribute("data-variant", "warning");
  await expect(page.getByRole("tab")).toHaveText(["Tickets", "Analytics"]);
  await expect(page.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
  // A tab the role may not see falls back to the default.
  await page.goto("/admin?tab=expenses");
  await expect(page.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
});

test("a vendedor, who receives the leads, lands on tickets, first; on a phone every tab label shows whole", async ({
  page,
}, testInfo) => {
  await signIn(page, "vendedor@autopremium.com.br");
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("tab")).toHaveText(["Tickets", "Carros", "Vendas", "Docs", "NF", "Analytics"]);
  await expect(page.getByRole("tab", { name: "Tickets" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toBeVisible();
  // Each label whole and on the screen (the phone strip used to scroll and cut 'An…').
  const width = page.viewportSize()!.width;
  for (const tab of await page.getByRole("tab").all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    const fits = await tab.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, await tab.innerText()).toBe(true);
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (testInfo.project.name === "mobile") expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test("an admin gets the red badge; the pages load with no CSP violation", async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto("/");
  await page.waitForLoadState("load");
  await page.goto("/auth");
  await page.waitForLoadState("load");
  await signIn(page, "admin@autopremium.com.br");
  await expect(page.getByTestId("role-badge")).toHaveAttribute("data-variant", "destructive");
  await page.waitForLoadState("load");
  await page.goto("/");
  await page.waitForLoadState("load");
  expect(problems).toEqual([]);
});
