import { expect, test, type Locator, type Page } from "@playwright/test";

import { scrollY, settledScrollY, stock, visible } from "./showroom-helpers";

test("filtering by URL: /cars?brand=… pre-fills the panel and lists only that brand", async ({
  page,
  request,
}, testInfo) => {
  const fiats = (await stock(request)).filter((car) => car.brand === "Fiat");
  expect(fiats.length).toBeGreaterThan(0);
  await page.goto("/cars?brand=Fiat");
  await expect(page.getByRole("heading", { level: 1, name: "Nosso Estoque" })).toBeVisible();
  // On phones the filters are folded away in a sheet behind a button, which counts the active filters.
  await expect(page.getByLabel("Marca", { exact: true })).toHaveValue("Fiat");
  if (testInfo.project.name === "mobile")
    await expect(page.getByRole("button", { name: "Filtros (1)" })).toBeVisible();
  await expect(visible(page.getByTestId("result-count"))).toHaveText(
    fiats.length === 1 ? "1 veículo encontrado" : `${fiats.length} veículos encontrados`,
  );
  await expect(visible(page.getByTestId("car-card"))).toHaveCount(fiats.length);
});

test("filtering with the panel updates the URL and the list, and the count text", async ({
  page,
  request,
}, testInfo) => {
  const available = await stock(request);
  await page.goto("/cars");
  await expect(visible(page.getByTestId("car-card"))).toHaveCount(available.length);
  // On a desktop each change navigates at once; on a phone the sheet applies its choices with 'Ver N veículos'.
  const mobile = testInfo.project.name === "mobile";
  const change = async (act: (scope: Page | Locator) => Promise<void>) => {
    if (!mobile) return act(page);
    await page.getByRole("button", { name: /^Filtros/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filtros" });
    // The sheet takes the focus itself: a focused search box would pop the keyboard over the filters.
    await expect(sheet).toBeFocused();
    await act(sheet);
    await sheet.getByRole("button", { name: /^Ver \d+ veículos?$/ }).click();
    await expect(sheet).toBeHidden();
  };
  const field = (scope: Page | Locator, label: string) => visible(scope.getByLabel(label, { exact: true }));

  await change((scope) =>
    field(scope, "Marca")
      .selectOption("Toyota")
      .then(() => undefined),
  );
  await expect(page).toHaveURL(/\/cars\?brand=Toyota$/);
  const toyotas = available.filter((car) => car.brand === "Toyota");
  await expect(visible(page.getByTestId("car-card"))).toHaveCount(toyotas.length);

  await change((scope) => field(scope, "Preço máximo (R$)").fill("140000"));
  await expect(page).toHaveURL(/brand=Toyota&priceTo=140000/);
  const cheap = toyotas.filter((car) => car.price <= 140_000);
  await expect(visible(page.getByTestId("result-count"))).toHaveText(
    cheap.length === 1 ? "1 veículo encontrado" : `${cheap.length} veículos encontrados`,
  );
  await expect(visible(page.getByTestId("car-card"))).toHaveCount(cheap.length);

  await change((scope) =>
    field(scope, "Turbo")
      .selectOption("Turbo")
      .then(() => undefined),
  );
  await expect(page).toHaveURL(/isTurbo=true/);
  await change((scope) => field(scope, "Buscar").fill("corolla"));
  await expect(page).toHaveURL(/search=corolla/);
});

test("the empty state offers to clear the filters", async ({ page, request }) => {
  await page.goto("/cars?search=carro-que-nao-existe");
  await expect(visible(page.getByTestId("empty-state"))).toBeVisible();
  await expect(page.getByText("Nenhum veículo encontrado")).toBeVisible();
  await expect(visible(page.getByTestId("result-count"))).toHaveText("0 veículos encontrados");
  await visible(page.getByTestId("empty-state")).getByRole("link", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(visible(page.getByTestId("car-card"))).toHaveCount((await stock(request)).length);
  await expect(page.getByLabel("Buscar")).toHaveValue("");
});

test("card → car page → back keeps the stock list's scroll position", async ({ page }) => {
  await page.goto("/cars");
  const cards = visible(page.getByTestId("car-card"));
  const target = cards.nth(9);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const saved = await settledScrollY(page);
  expect(saved).toBeGreaterThan(1000);
  const carId = await target.getAttribute("data-car-id");

  await target.getByRole("link", { name: /Ver Detalhes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/car/${carId}$`));
  await expect.poll(() => scrollY(page)).toBeLessThan(50);

  // The browser's back button.
  await page.goBack();
  await expect(page).toHaveURL(/\/cars$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(saved - 60);
  expect(Math.abs((await scrollY(page)) - saved)).toBeLessThan(60);

  // The car page's own back link does the same.
  await visible(page.getByTestId("car-card"))
    .nth(9)
    .getByRole("link", { name: /Ver Detalhes/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/car/${carId}$`));
  await visible(page.getByRole("link", { name: "Voltar para o estoque" })).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - saved)).toBeLessThan(60);
});

test("'Voltar para o estoque' restores the saved position after the browser's back and forward too", async ({
  page,
}) => {
  await page.goto("/cars");
  const target = visible(page.getByTestId("car-card")).nth(9);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const saved = await settledScrollY(page);
  expect(saved).toBeGreaterThan(1000);
  const carId = await target.getAttribute("data-car-id");
  const carUrl = new RegExp(`/car/${carId}$`);
  const backToList = visible(page.getByRole("link", { name: "Voltar para o estoque" }));
  const near = async (y: number) => Math.abs((await scrollY(page)) - y);

  await target.getByRole("link", { name: /Ver Detalhes/ }).click();
  await expect(page).toHaveURL(carUrl);
  // A look at the list with the browser's back button, then forward to the car again.
  await page.goBack();
  await expect(page).toHaveURL(/\/cars$/);
  await expect.poll(() => near(saved)).toBeLessThan(60);
  await page.goForward();
  await expect(page).toHaveURL(carUrl);
  await expect(backToList).toBeVisible();

  await backToList.click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(visible(page.getByTestId("car-card")).first()).toBeVisible();
  await expect.poll(() => near(saved)).toBeLessThan(60);

  // Back to the same car page: its back link still knows where the list was.
  await page.goBack();
  await expect(page).toHaveURL(carUrl);
  await backToList.click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect.poll(() => near(saved)).toBeLessThan(60);
});

test("opening a car from the featured offers, or the Carros menu from a car page, opens the list at the top", async ({
  page,
}, testInfo) => {
  await page.goto("/cars");
  await visible(page.getByTestId("car-card")).nth(8).scrollIntoViewIfNeeded();
  await page.goto("/");
  await visible(page.getByTestId("featured-cars"))
    .getByRole("link", { name: /Ver Detalhes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/car\//);
  if (testInfo.project.name === "mobile") {
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Carros" })
      .click();
  } else {
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Carros" }).click();
  }
  await expect(page).toHaveURL(/\/cars$/);
  await expect(visible(page.getByTestId("car-card")).first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeLessThan(50);
});

test("while a car page is on its way, 'Carregando detalhes do carro...' is shown", async ({ page }) => {
  await page.goto("/cars");
  const card = visible(page.getByTestId("car-card")).nth(1);
  const carId = await card.getAttribute("data-car-id");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/car/${carId}?_rsc=*`, async (route) => {
    await held;
    await route.continue();
  });
  await card.getByRole("link", { name: /Ver Detalhes/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Carregando detalhes do carro..." })).toBeVisible();
  release();
  await expect(page).toHaveURL(new RegExp(`/car/${carId}$`));
  await expect(page.getByText("Carregando detalhes do carro...")).toBeHidden();
});

test("a car page is fetched when its link is pointed at, not when the card scrolls into view, and opens in place", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/car/")) fetched.push(url.pathname);
  });
  await page.goto("/cars");
  const cards = visible(page.getByTestId("car-card"));
  await cards.last().scrollIntoViewIfNeeded();
  await cards.first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  expect(fetched).toEqual([]);

  const card = cards.nth(1);
  const carId = await card.getAttribute("data-car-id");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const link = card.getByRole("link", { name: /Ver Detalhes/ });
  await link.hover();
  await expect.poll(() => fetched).toContain(`/car/${carId}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/car/${carId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Navigated inside the app: the page was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
