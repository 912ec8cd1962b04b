import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

// The sale documents from the admin panel: the sales tab's 'Recibo', 'Contrato' and 'Garantia' menu entries
// download PDFs at 360 px wide, and the car form's 'Documentação' group refuses bad plate, RENAVAM and chassis
// numbers.
test.use({
  viewport: { width: 360, height: 800 },
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

async function signIn(page: Page, tab: string) {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent(`/admin?tab=${tab}`)}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill("gerente@autopremium.com.br");
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(`/admin?tab=${tab}`);
}

test("a closed sale's Recibo, Contrato and Garantia download a PDF from its menu, at 360 px", async ({
  page,
}) => {
  await signIn(page, "sales");
  // At 360 px each sale is a card with its menu in the corner.
  const row = page
    .getByTestId("sale-row")
    .filter({ has: page.getByText("Fechada", { exact: true }) })
    .first();
  await expect(row).toBeVisible();
  for (const [label, prefix] of [
    ["Recibo (PDF)", "recibo"],
    ["Contrato (PDF)", "contrato"],
    ["Termo de garantia (PDF)", "garantia"],
  ] as const) {
    await row.getByTestId("row-actions").click();
    const item = page.getByRole("menuitem", { name: label });
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // The server's answer to the same address first, so that a refused or failed document says so rather than
    // leaving the wait for the download to time out (a download's own answer is not a page response).
    const answer = await page.request.get((await item.getAttribute("href"))!);
    expect(answer.status(), `the ${prefix}'s answer`).toBe(200);
    const [download] = await Promise.all([page.waitForEvent("download"), item.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${prefix}_\\d{4}-\\d{2}-\\d{2}_.+\\.pdf$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // As a person would: the menu has finished closing before it is opened again (reopened during its closing
    // animation, Radix's menu can close again at once).
    await expect(page.getByRole("menu")).toHaveCount(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the car form's Documentação fields explain bad values and accept good ones", async ({ page }) => {
  await signIn(page, "cars");
  await page.getByRole("tabpanel").getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  const group = dialog.getByRole("group", { name: "Documentação" });
  const plate = group.getByRole("textbox", { name: "Placa", exact: true });
  const renavam = group.getByRole("textbox", { name: "RENAVAM", exact: true });
  const chassis = group.getByRole("textbox", { name: "Chassi", exact: true });

  await plate.fill("AB-12");
  await renavam.fill("00639884963");
  await chassis.fill("9BWZZZ377VTO04251");
  await dialog.getByRole("button", { name: "Cadastrar Carro" }).click();
  await expect(plate).toHaveAccessibleDescription("Placa inválida");
  await expect(renavam).toHaveAccessibleDescription(/^RENAVAM inválido/);
  await expect(chassis).toHaveAccessibleDescription(/^Chassi inválido/);
  await expect(plate).toHaveAttribute("aria-invalid", "true");

  await plate.fill("bra2e19");
  await renavam.fill("00639884962");
  await chassis.fill("9bwzzz377vt004251");
  await expect(group.getByText("Placa inválida")).toBeHidden();
  await expect(group.getByText(/RENAVAM inválido/)).toBeHidden();
  await expect(group.getByText(/Chassi inválido/)).toBeHidden();
  await expect(plate).not.toHaveAttribute("aria-invalid", "true");
});
