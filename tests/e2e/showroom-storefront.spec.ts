import { expect, test, type Page } from "@playwright/test";

import { stock, toast, visible, type ApiCar } from "./showroom-helpers";

// What a shopper of the car portals expects (docs/showroom.md): a hero with a real car, cars on the first screen
// of the stock list, a sort kept in the URL, the phone's filter sheet with its live count, the car's price on
// the phone's first screen and a share button.

/** The first card's top edge, relative to the viewport, once the list is shown. */
async function firstCardTop(page: Page): Promise<number> {
  const card = visible(page.getByTestId("car-card")).first();
  await expect(card).toBeVisible();
  return (await card.boundingBox())!.y;
}

const cardIds = (page: Page) =>
  visible(page.getByTestId("car-card")).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute("data-car-id")),
  );

test("home: the hero shows the first featured car's photo, loaded first", async ({ page, request }) => {
  const cars = await stock(request);
  // The API's default order puts the featured cars first, as the home page does.
  const heroCar = cars.find((car) => car.isFeatured && car.images.length)!;
  await page.goto("/");
  const photo = page.getByTestId("hero-photo").locator("img");
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("fetchpriority", "high");
  await expect(photo).toHaveAttribute("alt", `${heroCar.brand} ${heroCar.model} ${heroCar.year}`);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The variant of the car's main photo (its stored name without the extension).
  const stem = heroCar.images[0]!.url.replace(/\.[a-z]+$/i, "")
    .split("/")
    .pop()!;
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(stem);
  const box = (await photo.boundingBox())!;
  expect(box.y).toBeLessThan(page.viewportSize()!.height);
  await expect(page.getByTestId("home-hero").getByRole("link", { name: "Ver Estoque" })).toBeVisible();
});

test.describe("stock list on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("the first card is on the first screen at 1366 × 768 and 1920 × 1080", async ({ page }) => {
    await page.goto("/cars");
    expect(await firstCardTop(page)).toBeLessThan(768 - 100);
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await firstCardTop(page)).toBeLessThan(1080 - 100);
  });

  test("sorting through the select changes the order and the URL, and survives a reload", async ({
    page,
    request,
  }) => {
    // The API sorts with the same function as the page (ties: newest first).
    const sorted = async (query: string) => {
      const response = await request.get(`/api/cars?${query}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { cars: ApiCar[] }).cars;
    };
    const byPrice = await sorted("sort=price-asc");
    expect(byPrice.map((car) => car.price)).toEqual(byPrice.map((car) => car.price).sort((a, b) => a - b));
    await page.goto("/cars");
    const select = visible(page.getByLabel("Ordenar por"));
    await expect(select).toHaveValue("");
    await select.selectOption({ label: "Menor preço" });
    await expect(page).toHaveURL(/\/cars\?sort=price-asc$/);
    await expect.poll(() => cardIds(page)).toEqual(byPrice.map((car) => car.id));

    await select.selectOption({ label: "Maior preço" });
    await expect(page).toHaveURL(/\/cars\?sort=price-desc$/);
    const byPriceDown = await sorted("sort=price-desc");
    await expect.poll(() => cardIds(page)).toEqual(byPriceDown.map((car) => car.id));

    // A filter keeps the order; a reload keeps both.
    // A brand with several cars, so there is an order to keep.
    const brand = byPriceDown.find(
      (car) => byPriceDown.filter((other) => other.brand === car.brand).length > 1,
    )!.brand;
    await visible(page.getByLabel("Marca", { exact: true })).selectOption(brand);
    await expect(page).toHaveURL(new RegExp(`brand=${brand}&sort=price-desc$`));
    await page.reload();
    await expect(visible(page.getByLabel("Ordenar por"))).toHaveValue("price-desc");
    await expect(visible(page.getByLabel("Marca", { exact: true }))).toHaveValue(brand);
    const expected = await sorted(`brand=${encodeURIComponent(brand)}&sort=price-desc`);
    await expect.poll(() => cardIds(page)).toEqual(expected.map((car) => car.id));
  });
});

test.describe("on a phone (360 × 640)", () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("filters in a sheet: 'Ver N veículos' counts the choices and applies them", async ({
    page,
    request,
  }) => {
    const cars = await stock(request);
    await page.goto("/cars");
    expect(await firstCardTop(page)).toBeLessThan(640);
    await page.getByRole("button", { name: "Filtros", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filtros" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: `Ver ${cars.length} veículos` })).toBeVisible();

    const brand = cars[0]!.brand;
    await sheet.getByLabel("Marca", { exact: true }).selectOption(brand);
    const ofBrand = cars.filter((car: ApiCar) => car.brand === brand);
    await sheet.getByLabel("Preço máximo (R$)").fill(String(ofBrand[0]!.price));
    const matching = ofBrand.filter((car) => car.price <= ofBrand[0]!.price);
    const label = `Ver ${matching.length} ${matching.length === 1 ? "veículo" : "veículos"}`;
    // Nothing is applied until the button is pressed.
    await expect(sheet.getByRole("button", { name: label })).toBeVisible();
    await expect(page).toHaveURL(/\/cars$/);

    await sheet.getByRole("button", { name: label }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`brand=${brand}&priceTo=${ofBrand[0]!.price}`));
    await expect(visible(page.getByTestId("car-card"))).toHaveCount(matching.length);
    await expect(page.getByRole("button", { name: "Filtros (2)" })).toBeFocused();
  });

  test("car page: the price and the WhatsApp button are on the first screen", async ({ page, request }) => {
    const [car] = await stock(request);
    await page.goto(`/car/${car!.id}`);
    for (const element of [page.getByTestId("car-price"), page.getByTestId("car-whatsapp")]) {
      await expect(element).toBeVisible();
      const box = (await element.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    }
  });
});

test("share: without a share sheet the link is copied, with a 'Link copiado' toast", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // Chromium's headless share sheet is not a dialog a test can close: this visitor's browser has none.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  const [car] = await stock(request);
  await page.goto(`/car/${car!.id}`);
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(toast(page, "Link copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("share: the system's share sheet gets the car's title and address where the browser has one", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => void shared.push(data),
      configurable: true,
    });
  });
  const [car] = await stock(request);
  await page.goto(`/car/${car!.id}`);
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: `${car!.brand} ${car!.model} ${car!.year}`, url: page.url() }]);
});

test("the storefront's small print is true: 'Elétrico' once, FIPE notes on the demo, the real stock on About", async ({
  page,
  request,
}) => {
  const available = await stock(request);
  const electric = available.find((car) => (car as ApiCar & { fuel: string | null }).fuel === "Elétrico")!;
  await page.goto("/cars");
  const card = page.locator(`[data-testid="car-card"][data-car-id="${electric.id}"]`);
  await expect(card).toBeVisible();
  expect((await card.innerText()).match(/Elétrico/g)).toHaveLength(1);
  // The demo stock carries FIPE references: the note shows on cars priced under them.
  expect(await visible(page.getByTestId("fipe-note")).count()).toBeGreaterThan(0);

  await page.goto("/about");
  const figures = page.getByRole("list", { name: "Nossos números" });
  await expect(figures.getByRole("listitem").filter({ hasText: "carros em estoque" })).toHaveText(
    `${available.length}carros em estoque`,
  );
  await expect(figures).not.toContainText("50+");
});
