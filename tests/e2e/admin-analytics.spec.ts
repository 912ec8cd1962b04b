import { expect, test } from "@playwright/test";

import { expectNoHorizontalScroll, formatDay, randomAddress, signInTo } from "./admin-ops-helpers";

// The analytics tab: the three tiles, the 30-day chart (its title, text summary, legend, three lines and the same
// data as a table), and the two rankings, all matching GET /api/analytics/overview.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

type Overview = {
  analytics: {
    overview: { totalWhatsappClicks: number; totalPhoneClicks: number; totalViews: number };
    mostViewed: Array<{ brand: string; model: string; year: string }>;
    mostInterested: Array<{ brand: string; model: string; year: string }>;
    daily: Array<{ date: string; views: number; whatsappClicks: number; phoneClicks: number }>;
  };
};

const count = (value: number) => value.toLocaleString("pt-BR");

test("a vendedor reads the chart and the rankings of the demo data", async ({ page }) => {
  await signInTo(page, "vendedor@autopremium.com.br", "analytics");
  await expect(page.getByRole("heading", { name: "Analytics dos Anúncios" })).toBeVisible();
  // The page's own session reads the same overview the tab shows.
  const { analytics } = (await (await page.request.get("/api/analytics/overview")).json()) as Overview;

  await expect(page.getByTestId("tile-whatsapp")).toContainText(
    count(analytics.overview.totalWhatsappClicks),
  );
  await expect(page.getByTestId("tile-phone")).toContainText(count(analytics.overview.totalPhoneClicks));
  await expect(page.getByTestId("tile-views")).toContainText(count(analytics.overview.totalViews));
  await expect(page.getByTestId("tile-views")).toContainText("Visualizações");

  const chart = page.getByRole("figure", { name: "Atividade dos Últimos 30 Dias" });
  await expect(chart).toBeVisible();
  const views = analytics.daily.reduce((sum, point) => sum + point.views, 0);
  const whatsapp = analytics.daily.reduce((sum, point) => sum + point.whatsappClicks, 0);
  const phone = analytics.daily.reduce((sum, point) => sum + point.phoneClicks, 0);
  expect(views).toBeGreaterThan(0);
  await expect(chart.getByTestId("daily-summary")).toContainText(
    `${count(views)} visualizações, ${count(whatsapp)} cliques no WhatsApp e ${count(phone)} cliques no telefone`,
  );
  const svg = chart.getByTestId("daily-chart").locator("svg.recharts-surface").first();
  await expect(svg).toBeVisible();
  await expect(chart.locator(".recharts-line")).toHaveCount(3);
  for (const label of ["Visualizações", "Cliques no WhatsApp", "Cliques no telefone"]) {
    await expect(chart.locator(".recharts-legend-wrapper")).toContainText(label);
  }
  // The chart fits the width it is given.
  const [chartBox, figureBox] = await Promise.all([svg.boundingBox(), chart.boundingBox()]);
  expect(chartBox!.width).toBeLessThanOrEqual(figureBox!.width);

  await chart.getByText("Ver dados em tabela").click();
  const rows = chart.getByTestId("daily-table").locator("tbody tr");
  await expect(rows).toHaveCount(30);
  const today = analytics.daily.at(-1)!;
  await expect(rows.last()).toHaveText(
    new RegExp(
      `${formatDay(today.date)}\\s*${today.views}\\s*${today.whatsappClicks}\\s*${today.phoneClicks}`,
    ),
  );
  await expect(rows.first().locator("th")).toHaveText(formatDay(analytics.daily[0]!.date));

  const mostViewed = page.getByTestId("most-viewed");
  await expect(mostViewed.getByRole("heading", { name: "Anúncios Mais Vistos" })).toBeVisible();
  await expect(mostViewed.getByRole("listitem")).toHaveCount(analytics.mostViewed.length);
  const top = analytics.mostViewed[0]!;
  await expect(mostViewed.getByRole("listitem").first()).toContainText(
    `${top.brand} ${top.model} ${top.year}`,
  );
  await expect(
    page.getByTestId("most-interested").getByRole("heading", { name: "Anúncios com Mais Interesse" }),
  ).toBeVisible();
  await expect(page.getByTestId("most-interested").getByRole("listitem")).toHaveCount(
    analytics.mostInterested.length,
  );
  await expectNoHorizontalScroll(page);
});

test("the charting code is fetched only when the analytics tab opens", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.ok())
      scripts.push(await response.text().catch(() => ""));
  });
  await signInTo(page, "gerente@autopremium.com.br", "tickets");
  await expect(page.getByRole("heading", { name: "Tickets de Contato" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const hasRecharts = () => scripts.some((source) => source.includes("recharts-surface"));
  expect(hasRecharts()).toBe(false);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByTestId("daily-chart").locator("svg.recharts-surface").first()).toBeVisible();
  expect(hasRecharts()).toBe(true);
});
