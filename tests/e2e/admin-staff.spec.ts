import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { randomAddress, rowActionNames, signInTo, toast } from "./admin-ops-helpers";

// What the staff notice in their first hour: totals that are still loading, the car form's required-fields line,
// buttons a vendedor cannot use, what the cars tab's two counters count, toasts on a phone, and the reports' profit
// after the cost of the cars sold.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

const NBSP = "\u00a0";
const money = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2 }).format(
    value,
  );

test("sales totals show a skeleton, not R$ 0,00, while the list loads", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/sales", async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  await signInTo(page, "gerente@autopremium.com.br", "sales");
  const closed = page.getByTestId("stat-card").filter({ hasText: "Vendas fechadas" });
  await expect(closed.getByTestId("stat-card-skeleton")).toBeVisible();
  await expect(closed).not.toContainText(`R$${NBSP}0,00`);
  await expect(page.getByTestId("tab-count-skeleton")).toBeVisible();

  release();
  await expect(closed.getByTestId("stat-card-skeleton")).toHaveCount(0);
  await expect(closed).toContainText(/R\$\s[\d.]+,\d{2}/);
  await expect(page.getByTestId("tab-count-skeleton")).toHaveCount(0);
});

test("the car form's 'Preencha todos os campos obrigatórios' goes away once the fields are filled", async ({
  page,
}) => {
  await signInTo(page, "gerente@autopremium.com.br", "cars");
  await page.getByRole("tabpanel").getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  await dialog.getByRole("button", { name: "Cadastrar Carro" }).click();
  const line = dialog.getByRole("alert").filter({ hasText: "Preencha todos os campos obrigatórios" });
  await expect(line).toBeVisible();

  await dialog.getByRole("combobox", { name: "Marca", exact: true }).selectOption("Fiat");
  await dialog.getByRole("textbox", { name: "Modelo", exact: true }).fill("Argo Drive");
  await dialog.getByRole("textbox", { name: "Ano", exact: true }).fill("2022");
  await dialog.getByRole("textbox", { name: "Preço (R$)", exact: true }).pressSequentially("74.900");
  await dialog.getByRole("textbox", { name: "Quilometragem (km)", exact: true }).pressSequentially("18.000");
  await expect(line).toBeVisible();
  await dialog.getByRole("textbox", { name: "Cor", exact: true }).fill("Branco");
  await expect(line).toBeHidden();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
});

test("a vendedor has a menu ('Editar', 'Excluir', the documents) on their own sales only", async ({
  page,
}) => {
  await signInTo(page, "vendedor@autopremium.com.br", "sales");
  const colleagues = page.getByTestId("sale-row").filter({ hasText: "Marina Albuquerque" });
  const own = page.getByTestId("sale-row").filter({ hasText: "Rafael Souza" });
  const ownClosed = own.filter({ has: page.getByText("Fechada", { exact: true }) }).first();
  expect(await rowActionNames(page, ownClosed)).toEqual(
    expect.arrayContaining(["Recibo (PDF)", "Contrato (PDF)", "Editar", "Excluir"]),
  );
  expect(await colleagues.count()).toBeGreaterThan(0);
  // The sale documents print the buyer's full CPF/CNPJ: a vendedor gets them for their own sales only, and
  // their colleagues' sales are read-only — no menu at all.
  await expect(colleagues.getByTestId("row-actions")).toHaveCount(0);
});

test("the cars tab says what its count and its 'n/100 veículos' badge count", async ({ page }) => {
  await signInTo(page, "gerente@autopremium.com.br", "cars");
  const { cars } = (await (await page.request.get("/api/cars?status=all")).json()) as {
    cars: Array<{ status: string }>;
  };
  const available = cars.filter((car) => car.status === "available").length;
  expect(available).toBeLessThan(cars.length);
  const tab = page.getByRole("tabpanel");
  await expect(tab.getByTestId("cars-count")).toHaveText(`(${available} carros à venda)`);
  await expect(page.getByTestId("stock-badge")).toHaveText(`${available}/100 veículos`);
  await expect(page.getByTestId("stock-badge-caption")).toHaveText(
    "disponíveis à venda (vendidos não contam no limite)",
  );
  await tab.getByLabel("Buscar carros", { exact: true }).fill("Toyota");
  await expect(tab.getByTestId("cars-count")).toHaveText(
    new RegExp(`^\\(\\d+ de ${available} carros à venda\\)$`),
  );
  await tab.getByTestId("car-status-filter").getByText("Todos").click();
  await expect(tab.getByRole("radio", { name: /^Todos/ })).toBeChecked();
  await expect(tab.getByTestId("cars-count")).toHaveText(
    new RegExp(`^\\(\\d+ de ${cars.length} carros cadastrados\\)$`),
  );
  await expect(page.getByTestId("stock-badge")).toHaveText(`${available}/100 veículos`);
});

test("on a phone a toast does not cover 'Voltar ao Site'", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, "gerente@autopremium.com.br", "cars");
  await page.getByRole("tabpanel").getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  await dialog.getByRole("button", { name: "Cadastrar Carro" }).click();
  const shown = toast(page, "Preencha todos os campos obrigatórios");
  // Not only the link itself: a toast with a description or a second toast grows over it, so the whole
  // header ('Voltar ao Site', 'Sair', the role badge) must stay clear. Measured while the toast shows.
  await expect(shown).toBeVisible();
  const header = await page.locator("main header").first().boundingBox();
  const box = await shown.boundingBox();
  expect(header).not.toBeNull();
  expect(box).not.toBeNull();
  const overlaps =
    box!.x < header!.x + header!.width &&
    header!.x < box!.x + box!.width &&
    box!.y < header!.y + header!.height &&
    header!.y < box!.y + box!.height;
  expect(overlaps).toBe(false);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Voltar ao Site" })).toBeVisible();
});

test("reports lead with the profit after the cars' cost; the agreed sales − expenses card says what it is", async ({
  page,
}) => {
  await signInTo(page, "gerente@autopremium.com.br", "reports");
  const summary = (await (await page.request.get("/api/reports/summary")).json()) as {
    totalSales: number;
    totalExpenses: number;
    netProfit: number;
    margin: number;
  };
  const cars = (await (await page.request.get("/api/reports/cars")).json()) as {
    totals: { purchasePrice: number; withoutPurchasePrice: number };
  };
  const profit =
    Math.round((summary.totalSales - cars.totals.purchasePrice - summary.totalExpenses) * 100) / 100;
  const headline = page.getByTestId("report-profitAfterCarCost");
  await expect(headline.getByRole("heading", { name: "Lucro após custo dos carros" })).toBeVisible();
  await expect(headline.getByTestId("profit-after-cost")).toHaveText(money(profit));
  await expect(headline).toContainText(money(cars.totals.purchasePrice));
  await expect(headline).toContainText(money(summary.totalExpenses));
  // The contract's figure stays, named for the subtraction it is.
  const agreed = page.getByTestId("report-netProfit");
  await expect(agreed).toContainText("Vendas menos despesas");
  await expect(agreed).toContainText(money(summary.netProfit));
  await expect(agreed).toContainText("Não desconta a compra dos carros: não é o lucro");
  await expect(page.getByText("Lucro Líquido")).toHaveCount(0);
  // It leads: above the agreed cards.
  expect((await headline.boundingBox())!.y).toBeLessThan((await agreed.boundingBox())!.y);
  const { violations } = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
