import { randomBytes, randomInt } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { sortList } from "./admin-ops-helpers";

// The admin lists page, search and sort on the server, and keep their place in the URL: a reload and the back
// button return to the same search, page and order; on a phone the rows are cards, and the page never scrolls
// sideways.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

async function signIn(page: Page, email: string, tab: string) {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent(`/admin?tab=${tab}`)}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(`/admin?tab=${tab}`);
}

async function pageDoesNotScrollSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("expenses: server search (accents, any word order), pages and order kept in the URL through reload and back", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "gerente@autopremium.com.br", "expenses");
  const mark = `lote${randomBytes(3).toString("hex")}`;
  // 55 matching expenses (more than a page of 50) and one that shares only the mark.
  for (let index = 0; index < 56; index++) {
    const response = await page.request.post("/api/expenses", {
      headers: { Origin: baseURL! },
      data: {
        description:
          index === 55 ? `Outra ${mark}` : `Conserto do João ${mark} ${String(index).padStart(2, "0")}`,
        amount: 100 + index,
        category: "maintenance",
        date: "2026-11-10",
      },
    });
    expect(response.status()).toBe(201);
  }

  const tab = page.getByRole("tabpanel");
  const rows = tab.getByTestId("expense-row");
  await tab.getByRole("searchbox").fill(`${mark} JOAO conserto`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${mark}\\+JOAO\\+conserto`));
  await expect(tab.getByTestId("page-status")).toHaveText("1–50 de 55 · Página 1 de 2");
  await expect(rows).toHaveCount(50);
  // The summary covers every match, not the page: 55 expenses of 100 + index.
  await expect(tab.getByTestId("stat-card").filter({ hasText: "Total de despesas" })).toContainText(
    "R$ 6.985,00",
  );
  await pageDoesNotScrollSideways(page);

  await tab.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(`Conserto do João ${mark} 04`);

  await page.reload();
  await expect(page.getByRole("tabpanel").getByRole("searchbox")).toHaveValue(`${mark} JOAO conserto`);
  await expect(page.getByRole("tabpanel").getByTestId("expense-row")).toHaveCount(5);
  await expect(page.getByRole("tabpanel").getByTestId("page-status")).toHaveText(
    "51–55 de 55 · Página 2 de 2",
  );

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("tabpanel").getByTestId("expense-row")).toHaveCount(50);

  // Sorted by amount on the server (the header on a laptop, the order select on a phone's cards): the cheapest
  // of all 55 comes first.
  // The back button above went to an entry this document never rendered (it was reloaded since), and Next
  // finishes such a traversal with a server round trip whose commit can overwrite a choice made meanwhile; a user
  // who chooses again then gets the order, and so does this test.
  await expect(async () => {
    await sortList(page.getByRole("tabpanel"), "Valor", "asc");
    await expect(page).toHaveURL(/[?&]sort=amount&order=asc/, { timeout: 5_000 });
    await expect(page.getByRole("tabpanel").getByTestId("expense-row").first()).toContainText("R$ 100,00", {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]sort=/);
  await sortList(page.getByRole("tabpanel"), "Valor", "desc");
  await expect(page).toHaveURL(/[?&]sort=amount&order=desc/);
  await expect(page.getByRole("tabpanel").getByTestId("expense-row").first()).toContainText("R$ 154,00");
  await pageDoesNotScrollSideways(page);
  // The narrowest phone: the rows become cards holding the same data, and the tab's content stays within the
  // screen (the site header above the panel is checked by the showroom's own tests).
  await page.setViewportSize({ width: 360, height: 740 });
  const panel = page.getByRole("tabpanel");
  await expect(panel.locator('[data-slot="table-container"]')).toHaveCount(0);
  const card = panel.getByRole("list", { name: "Despesas", exact: true }).getByTestId("expense-row").first();
  await expect(card).toContainText("R$ 154,00");
  await expect(card).toContainText("Manutenção");
  await expect
    .poll(() => panel.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);

  // Another tab starts from its own first page, without this search.
  await page.getByRole("tab", { name: "Vendas" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=sales$/);
});
