import { readFile } from "node:fs/promises";

import { expect, test, type Browser, type Page } from "@playwright/test";

import {
  expectNoHorizontalScroll,
  randomAddress,
  rowAction,
  rowActionNames,
  signInTo,
  toast,
  uniqueName,
} from "./admin-ops-helpers";

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
  // An available car nobody has reserved (demo data has no reservation; other runs may have left one).
  const { cars } = (await (await page.request.get("/api/cars")).json()) as {
    cars: Array<{ id: string; status: string; reserved?: boolean }>;
  };
  const carId = cars.find((car) => car.status === "available" && !car.reserved)?.id;
  expect(carId).toBeTruthy();
  const reserved = page.locator(`[data-testid="car-row"][data-row-id="${carId}"]`);
  const client = uniqueName("Cliente Sinal");

  await rowAction(page, reserved, "Reservar");
  const dialog = page.getByRole("dialog", { name: /^Reservar / });
  await dialog.getByLabel("Nome do cliente").fill(client);
  await dialog.getByLabel("Telefone").pressSequentially("11987654321");
  await dialog.getByLabel("Sinal (R$)").fill("1500");
  await dialog.getByRole("button", { name: "Reservar" }).click();
  await expect(toast(page, "Carro reservado com sucesso!")).toBeVisible();

  await expect(reserved.getByTestId("reserved-badge")).toHaveText("Reservado");
  await expect(reserved.getByTestId("reservation-info")).toContainText(client);
  await expect(reserved.getByTestId("reservation-info")).toContainText("R$ 1.500,00");
  expect(await rowActionNames(page, reserved)).toEqual(
    expect.arrayContaining(["Recibo de sinal (PDF)", "Cancelar reserva"]),
  );
  await reserved.getByTestId("row-actions").press("Enter");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Recibo de sinal (PDF)" }).click(),
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

  await rowAction(page, reserved, "Cancelar reserva");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(toast(page, "Reserva cancelada")).toBeVisible();
  await expect(reserved.getByTestId("reserved-badge")).toHaveCount(0);
  expect(await rowActionNames(page, reserved)).toContain("Reservar");
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
  expect(await rowActionNames(seller, sellersRow)).not.toContain("Marcar Fechada");
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
  await rowAction(page, row, "Marcar Fechada");
  await expect(toast(page, "Venda marcada como fechada!")).toBeVisible();
  await expect(row).toContainText("Fechada");
  await expectNoHorizontalScroll(page);
  await seller.context().close();
});
