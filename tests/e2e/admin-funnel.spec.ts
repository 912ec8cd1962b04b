import { expect, test } from "@playwright/test";

import { DEMO_PASSWORD, expectNoHorizontalScroll, randomAddress, signInTo, toast } from "./admin-ops-helpers";

// The reports tab's sales funnel (period, chart, per-car table), the stock's age with the cars over 60 days
// flagged in words, and the ad feeds' addresses with their copy buttons.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

const GERENTE = "gerente@autopremium.com.br";

// A freshly started server answers its first sign-in slowly (password hashing and session set-up warm up): one
// sign-in through the API first keeps the browser's within the assertion's time.
test.beforeAll(async ({ request }) => {
  await request.post("/api/auth/login", {
    data: { email: GERENTE, password: DEMO_PASSWORD },
    timeout: 60_000,
  });
});

type FunnelReport = { cars: Array<{ carId: string }>; totals: { views: number } };
type StockAgeReport = {
  cars: Array<{ carId: string; brand: string; model: string; daysInStock: number }>;
  meanDays: number;
  over60: string[];
};

test("the funnel shows its chart and table, the stock age flags old cars, at 360 px", async ({ page }) => {
  await signInTo(page, GERENTE, "reports");
  await page.setViewportSize({ width: 360, height: 800 });
  const funnel = (await (await page.request.get("/api/reports/funnel")).json()) as FunnelReport;
  const stock = (await (await page.request.get("/api/reports/stock-age")).json()) as StockAgeReport;

  await expect(page.getByRole("heading", { name: "Funil de vendas" })).toBeVisible();
  await expect(page.getByTestId("funnel-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("funnel-summary")).toContainText("visualizações");
  await expect(page.getByTestId("funnel-row")).toHaveCount(funnel.cars.length);
  await expect(page.getByTestId("funnel-totals")).toContainText("Total");

  // A reversed period is refused in the form, in the route's words, tied to its field. (The tab has other
  // period forms: 'Atendimento' has its own.)
  const period = page.getByRole("form", { name: "Período do funil" });
  await period.getByRole("textbox", { name: "De", exact: true }).fill("2026-02-10");
  await period.getByRole("textbox", { name: "Até", exact: true }).fill("2026-02-01");
  await period.getByRole("button", { name: "Aplicar" }).click();
  await expect(period.getByRole("textbox", { name: "De", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.locator("#funnel-from-error")).toHaveText(
    "A data inicial deve ser anterior ou igual à data final.",
  );

  await expect(page.getByRole("heading", { name: "Idade do estoque" })).toBeVisible();
  await expect(page.getByTestId("stock-age-mean")).toContainText(`${stock.meanDays} dia`);
  expect(stock.over60.length).toBeGreaterThan(0);
  const oldest = page.locator(`[data-testid="stock-age-row"][data-car-id="${stock.over60[0]}"]`);
  await expect(oldest).toHaveAttribute("data-old", "true");
  await expect(oldest).toContainText("Mais de 60 dias");
  await expect(page.getByTestId("stock-age-row").first()).toContainText(`${stock.cars[0]!.daysInStock} dias`);
  await expectNoHorizontalScroll(page);
});

test("the ad feeds' addresses are copied with a click", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInTo(page, GERENTE, "reports");
  await expect(page.getByRole("heading", { name: "Anúncios" })).toBeVisible();
  const google = `${new URL(baseURL!).origin}/feeds/google-vehicles.xml`;
  await expect(
    page.getByRole("textbox", { name: "Google (Merchant Center, veículos)", exact: true }),
  ).toHaveValue(google);
  await page.getByRole("button", { name: "Copiar endereço: Google (Merchant Center, veículos)" }).click();
  await expect(toast(page, "Copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(google);

  await page.getByRole("button", { name: "Copiar endereço: Meta (catálogo de veículos)" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(baseURL!).origin}/feeds/meta-vehicles.csv`,
  );
  // The address answers the feed.
  const feed = await page.request.get(google);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("<rss");
});
