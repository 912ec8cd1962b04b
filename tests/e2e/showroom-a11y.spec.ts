import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { stock } from "./showroom-helpers";

// axe-core (every rule but the experimental ones: WCAG 2.0–2.2 A/AA and best practices) on each route, as the
// page is once loaded and settled, at the phone and the desktop size (the two projects). Any violation, whatever
// its impact, fails: axe's summary of each is printed in the failure.

async function violations(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

test("the showroom pages and /auth have no axe violation", async ({ page, request }) => {
  // Six pages, each loaded, settled and scanned: more than one page's time on a busy machine.
  test.slow();
  const [car] = await stock(request);
  for (const path of ["/", "/cars", `/car/${car!.id}`, "/about", "/contact", "/avaliacao", "/auth"])
    expect(await violations(page, path), path).toEqual([]);
});

test("the admin panel, signed in, has no axe violation", async ({ page }) => {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@autopremium.com.br", password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  expect(await violations(page, "/admin"), "/admin").toEqual([]);
  await expect(page.getByRole("heading", { name: "Painel Administrativo" })).toBeVisible();
});
