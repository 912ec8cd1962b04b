import { readFile } from "node:fs/promises";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { expectNoHorizontalScroll, randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// The store operations from the admin panel, at the phone width (390 px) and on the desktop: a reservation from the
// cars tab to the showroom and back, and a discount waiting for a gerente's approval. The rules themselves are
// checked by the integration tests.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

async function signedInPage(browser: Browser, email: string, tab: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });
  const page = await context.newPage();
  await signInTo(page, email, tab);
  return page;
}

test("a reservation: 'Reservar' in the cars tab, 'Reservado' on the showroom, the deposit receipt, cancelling", async ({
  page,
}) => {
  await signInTo(page, "vendedor@autopremium.com.br", "cars");
  const reserve = page.getByRole("button", { name: /^Reservar / }).first();
  await expect(reserve).toBeVisible();
  const carId = await reserve.locator("xpath=ancestor::article[1]").getAttribute("data-car-id");
  expect(carId).toBeTruthy();
  const client = uniqueName("Cliente Sinal");

  await reserve.click();
  const dialog = page.getByRole("dialog", { name: /^Reservar / });
  await dialog.getByLabel("Nome do cliente").fill(client);
  await dialog.getByLabel("Telefone").pressSequentially("11987654321");
  await dialog.getByLabel("Sinal (R$)").fill("1500");
  await dialog.getByRole("button", { name: "Reservar" }).click();
  await expect(toast(page, "Carro reservado com sucesso!")).toBeVisible();

  const reserved = page.locator(`[data-car-id="${carId}"]`);
  await expect(reserved.getByTestId("reserved-badge")).toHaveText("Reservado");
  await expect(reserved.getByTestId("reservation-info")).toContainText(client);
  await expect(reserved.getByTestId("reservation-info")).toContainText("R$ 1.500,00");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    reserved.getByRole("link", { name: /^Baixar recibo de sinal/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^recibo_sinal_\d{4}-\d{2}-\d{2}_.+\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expectNoHorizontalScroll(page);

  const showroom = await page.context().newPage();
  await showroom.goto(`/car/${carId}`);
  await expect(showroom.getByTestId("car-summary").getByTestId("reserved-badge")).toBeVisible();
  await expect(showroom.getByTestId("reserved-note")).toBeVisible();
  await expect(showroom.getByRole("heading", { name: "Faça sua proposta" })).toBeVisible();
  await expect(showroom.getByText(client)).toHaveCount(0);
  await showroom.close();

  await reserved.getByRole("button", { name: /^Cancelar reserva/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(toast(page, "Reserva cancelada")).toBeVisible();
  await expect(reserved.getByRole("button", { name: /^Reservar / })).toBeVisible();
  await expect(reserved.getByTestId("reserved-badge")).toHaveCount(0);
});

test("a discount below the minimum waits in 'Aprovações' until a gerente approves it, then the sale closes", async ({
  page,
  browser,
}) => {
  // Two signed-in sessions, a car created and four panel loads: past a minute on a busy two-core machine.
  test.setTimeout(120_000);
  await signInTo(page, "gerente@autopremium.com.br", "sales");
  // A car of its own with a minimum price (the car form's field is covered with the other car fields).
  const model = uniqueName("Corolla Piso");
  const created = await page.request.post("/api/cars", {
    data: {
      brand: "Toyota",
      model,
      year: "2022",
      price: 100_000,
      minimumPrice: 95_000,
      mileage: 1,
      color: "Prata",
    },
  });
  expect(created.status()).toBe(201);

  const seller = await signedInPage(browser, "vendedor@autopremium.com.br", "sales");
  const client = uniqueName("Cliente Desconto");
  await seller.getByRole("button", { name: "Nova Venda" }).click();
  const form = seller.getByRole("dialog", { name: "Nova Venda" });
  const carSelect = form.getByLabel("Carro");
  await expect(carSelect.locator("option", { hasText: model })).toHaveCount(1);
  const carValue = await carSelect
    .locator("option", { hasText: model })
    .evaluate((option: HTMLOptionElement) => option.value);
  await carSelect.selectOption(carValue);
  await form.getByLabel("Nome do cliente").fill(client);
  await form.getByLabel("Telefone").pressSequentially("11987654321");
  const price = form.getByLabel("Valor da venda (R$)");
  await price.fill("");
  await price.fill("90000");
  await form.getByRole("button", { name: "Registrar Venda" }).click();
  await expect(toast(seller, /aguarda a aprovação de um gerente/)).toBeVisible();
  const sellersRow = seller.getByTestId("sale-row").filter({ hasText: client });
  await expect(sellersRow.getByTestId("approval-badge")).toHaveText("Aguardando aprovação");
  await expect(sellersRow.getByRole("button", { name: "Marcar Fechada" })).toHaveCount(0);
  await expectNoHorizontalScroll(seller);

  // Whatever tab a gerente opens, the panel's first screen says a sale waits and leads to 'Aprovações'.
  await page.goto("/admin?tab=cars");
  const notice = page.getByTestId("pending-approvals-notice");
  await expect(notice).toContainText(/^\d+ vendas? aguarda(m)? sua aprovação/);
  await notice.getByRole("link", { name: "Ver aprovações" }).click();
  await expect(page).toHaveURL("/admin?tab=sales");
  const approvals = page.getByTestId("pending-approvals");
  const waiting = approvals.getByTestId("approval-row").filter({ hasText: client });
  await expect(waiting).toContainText("R$ 90.000,00");
  await expect(waiting).toContainText("R$ 95.000,00");
  await waiting.getByRole("button", { name: /^Aprovar / }).click();
  const decision = page.getByRole("dialog", { name: "Aprovar desconto" });
  await decision.getByLabel("Observação (opcional)").fill("Cliente antigo");
  await decision.getByRole("button", { name: "Aprovar" }).click();
  await expect(toast(page, "Desconto aprovado")).toBeVisible();
  await expect(approvals.getByTestId("approval-row").filter({ hasText: client })).toHaveCount(0);

  const row = page.getByTestId("sale-row").filter({ hasText: client });
  await expect(row.getByTestId("approval-badge")).toHaveText("Desconto aprovado");
  await row.getByRole("button", { name: "Marcar Fechada" }).click();
  await expect(toast(page, "Venda marcada como fechada!")).toBeVisible();
  await expect(row).toContainText("Fechada");
  await expectNoHorizontalScroll(page);
  await seller.context().close();
});
