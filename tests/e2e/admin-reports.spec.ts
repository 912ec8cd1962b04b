import { expect, test } from "@playwright/test";

import { expectNoHorizontalScroll, randomAddress, signInTo, sortList } from "./admin-ops-helpers";

// The reports tab: the four cards of GET /api/reports/summary, then profit per sold car (a page at a time, sorted
// on the server, its place in the URL) and time in stock.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

const money = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2 }).format(
    value,
  );

type SoldCar = { brand: string; model: string; year: string; profit: number | null };
type CarsReport = {
  soldCars: SoldCar[];
  totals: { profit: number };
  stock: { averageDaysInStock: number | null };
  total: number;
  pageSize: number;
};

const carName = (car: SoldCar) => `${car.brand} ${car.model} ${car.year}`;

test("a gerente reads the summary cards and the profit of each sold car", async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  await signInTo(page, "gerente@autopremium.com.br", "reports");
  await expect(page.getByRole("heading", { name: "Relatórios Financeiros" })).toBeVisible();
  const summary = (await (await page.request.get("/api/reports/summary")).json()) as Record<string, number>;
  const cars = (await (await page.request.get("/api/reports/cars")).json()) as CarsReport;

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
  // A table on a laptop, a list of cards on a phone: the same name, the same rows.
  const table = page.getByRole(mobile ? "list" : "table", { name: "Lucro por carro vendido", exact: true });
  await expect(table).toBeVisible();
  await expect(table).toContainText(carName(first));
  if (first.profit !== null) await expect(table).toContainText(money(first.profit));
  // The page of the answer, the pager over every sold car, the totals of every sold car.
  await expect(table.getByTestId("car-profit-row")).toHaveCount(cars.soldCars.length);
  const shown = Math.min(cars.total, cars.pageSize);
  await expect(page.getByTestId("page-status")).toHaveText(
    `1–${shown} de ${cars.total} · Página 1 de ${Math.max(1, Math.ceil(cars.total / cars.pageSize))}`,
  );
  await expect(page.getByTestId("car-profit-totals")).toContainText(`Total (${cars.total} carros)`);
  await expect(page.getByTestId("car-profit-totals")).toContainText(money(cars.totals.profit));
  await expect(page.getByTestId("stock-average")).toContainText(`${cars.stock.averageDaysInStock} dias`);
  await expectNoHorizontalScroll(page);
});

test("the per-car table sorts on the server and keeps its order in the URL through reload and back", async ({
  page,
}, testInfo) => {
  await signInTo(page, "gerente@autopremium.com.br", "reports");
  const read = async (query: string) =>
    (await (await page.request.get(`/api/reports/cars${query}`)).json()) as CarsReport;
  const byProfit = await read("?sort=profit&order=asc");
  const byProfitDesc = await read("?sort=profit&order=desc");
  const rows = page.getByTestId("car-profit-row");
  const report = page.getByRole("region", { name: "Lucro por Carro Vendido" });

  // The header on a laptop, the order select on a phone's cards.
  await sortList(report, "Lucro", "asc");
  await expect(page).toHaveURL(/[?&]sort=profit&order=asc/);
  await expect(rows.first()).toContainText(carName(byProfit.soldCars[0]!));
  await expect(rows.first()).toContainText(money(byProfit.soldCars[0]!.profit!));

  if (testInfo.project.name === "mobile")
    await report.getByRole("combobox", { name: /^Ordenar / }).selectOption({ label: "Lucro (decrescente)" });
  else await report.getByRole("button", { name: "Lucro", exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=profit&order=desc/);
  await expect(rows.first()).toContainText(money(byProfitDesc.soldCars[0]!.profit!));

  await page.reload();
  await expect(page.getByTestId("car-profit-row").first()).toContainText(
    money(byProfitDesc.soldCars[0]!.profit!),
  );

  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=profit&order=asc/);
  await expect(page.getByTestId("car-profit-row").first()).toContainText(
    money(byProfit.soldCars[0]!.profit!),
  );
});
