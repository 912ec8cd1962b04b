import { expect, test } from "@playwright/test";

import { stock, visible } from "./showroom-helpers";

test("the site is up on the embedded database with the demo stock", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", db: "ok" });
  expect((await stock(request)).length).toBeGreaterThanOrEqual(20);
});

test("home: hero, brand carousel, six featured offers, selling points and call to action", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const featured = page.getByTestId("featured-cars").getByTestId("car-card");
  await expect(featured).toHaveCount(6);
  const available = await stock(request);
  const firstId = await featured.first().getAttribute("data-car-id");
  expect(available.find((car) => car.id === firstId)?.isFeatured).toBe(true);
  const photo = featured.first().locator("img");
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Brand carousel: 12 logos on phones (2 visible), 16 on desktop (6 visible); previous disabled at the start.
  const carousel = page.getByRole("region", { name: "Marcas que trabalhamos" });
  const mobile = testInfo.project.name === "mobile";
  await expect(carousel.getByRole("link")).toHaveCount(mobile ? 12 : 16);
  const previous = carousel.getByRole("button", { name: "Marcas anteriores" });
  const next = carousel.getByRole("button", { name: "Próximas marcas" });
  await expect(previous).toBeDisabled();
  const dots = page.getByTestId("brand-dots").getByRole("button");
  await expect(dots).toHaveCount(mobile ? 12 - 2 + 1 : 16 - 6 + 1);
  await dots.last().click();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(dots.last()).toHaveAttribute("aria-current", "true");
  await previous.click();
  await expect(next).toBeEnabled();
  await expect(carousel.getByRole("img", { name: "Fiat" })).toHaveCount(1);

  for (const text of [
    "Qualidade Garantida",
    "Garantia Estendida",
    "Expertise Premium",
    "Atendimento VIP",
    "Mais de 10 anos no mercado",
  ]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Explorar Estoque" })).toHaveAttribute("href", "/cars");
  await expect(page.getByRole("link", { name: "Agendar Visita" })).toHaveAttribute("href", "/contact");
});

test("a brand logo leads to the stock filtered by that brand", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Ver carros Toyota" }).click();
  await expect(page).toHaveURL(/\/cars\?brand=Toyota$/);
  // The panel may be folded away on phones; its value is there all the same.
  await expect(page.getByLabel("Marca", { exact: true })).toHaveValue("Toyota");
  const cards = visible(page.getByTestId("car-card"));
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.getByRole("heading").allTextContents())
    expect(title.startsWith("Toyota ")).toBe(true);
});

test("header: navigation, call button, 'Falar com Consultor' and, on phones, the collapsible menu", async ({
  page,
}, testInfo) => {
  await page.goto("/about");
  const header = page.locator("header");
  await expect(header.locator('a[href^="tel:+55"]').first()).toBeVisible();
  if (testInfo.project.name === "mobile") {
    await header.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Falar com Consultor" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/55/,
    );
    await menu.getByRole("link", { name: "Contato" }).click();
    await expect(menu).toBeHidden();
  } else {
    await expect(header.getByRole("link", { name: "Falar com Consultor" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/55/,
    );
    await header
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Contato" })
      .click();
  }
  await expect(page).toHaveURL(/\/contact$/);
  await expect(visible(page.getByRole("heading", { level: 1, name: "Fale Conosco" }))).toBeVisible();
  const footer = page.locator("footer");
  for (const text of ["Carros em Estoque", "Financiamento Facilitado", "Segunda a Sexta", "Domingo"])
    await expect(footer.getByText(text).first()).toBeAttached();
});

test("a brand logo that cannot load falls back to the generic image", async ({ page }) => {
  await page.route("**/brands/toyota.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Marcas que trabalhamos" });
  const toyota = carousel.getByRole("link", { name: "Ver carros Toyota" }).locator("img");
  await expect(toyota).toHaveAttribute("src", "/brands/fallback.svg");
  await expect(toyota).toHaveAccessibleName("Toyota");
});

test("a brand's name is shown as text when neither its logo nor the fallback image loads", async ({
  page,
}) => {
  await page.route("**/brands/*.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Marcas que trabalhamos" });
  const fiat = carousel.getByRole("link", { name: "Ver carros Fiat" });
  await expect(fiat).toHaveText("Fiat");
  await expect(fiat.locator("img")).toHaveCount(0);
});

test("the brand carousel clamps its position when the window shrinks", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  const dots = page.getByTestId("brand-dots").getByRole("button");
  await expect(dots).toHaveCount(11);
  await dots.last().click();
  await expect(page.getByRole("button", { name: "Próximas marcas" })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("region", { name: "Marcas que trabalhamos" }).getByRole("link")).toHaveCount(
    12,
  );
  await expect(dots).toHaveCount(11);
  await expect(page.getByRole("button", { name: "Próximas marcas" })).toBeDisabled();
  await expect(dots.last()).toHaveAttribute("aria-current", "true");
});
