import { expect, test } from "@playwright/test";

import { expectNoHorizontalScroll, randomAddress, signInTo } from "./admin-ops-helpers";

// The reports tab: the four cards of GET /api/reports/summary, then profit per sold car and time in stock.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

const money = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2 }).format(
    value,
  );

test("a gerente reads the summary cards and the profit of each sold car", async ({ page, isMobile }) => {
  await signInTo(page, "gerente@autopremium.com.br", "reports");
  await expect(page.getByRole("heading", { name: "Relatórios Financeiros" })).toBeVisible();
  const summary = (await (await page.request.get("/api/reports/summary")).json()) as Record<string, number>;
  const cars = (await (await page.request.get("/api/reports/cars")).json()) as {
    soldCars: Array<{ brand: string; model: string; year: string; profit: number | null }>;
    stock: { averageDaysInStock: number | null };
  };

  await expect(page.getByTestId("report-totalSales")).toContainText("Total de Vendas");
  await expect(page.getByTestId("report-totalSales")).toContainText(money(summary.totalSales!));
  await expect(page.getByTestId("report-totalExpenses")).toContainText(money(summary.totalExpenses!));
  await expect(page.getByTestId("report-netProfit")).toContainText(money(summary.netProfit!));
  await expect(page.getByTestId("report-margin")).toContainText(
    `${summary.margin!.toFixed(1).replace(".", ",")}%`,
  );
  await expect(page.getByText(/em desenvolvimento/i)).toHaveCount(0);

  expect(cars.soldCars.length).toBeGreaterThan(0);
  const first = cars.soldCars[0]!;
  const list = page.getByRole(isMobile ? "list" : "table", { name: "Lucro por carro vendido" });
  await expect(list).toBeVisible();
  await expect(list).toContainText(`${first.brand} ${first.model} ${first.year}`);
  if (first.profit !== null) await expect(list).toContainText(money(first.profit));
  if (!isMobile) await expect(list.getByTestId("car-profit-row")).toHaveCount(cars.soldCars.length);
  await expect(page.getByTestId("stock-average")).toContainText(`${cars.stock.averageDaysInStock} dias`);
  await expectNoHorizontalScroll(page);
});
