import { randomBytes, randomInt } from "node:crypto";

import { expect, test } from "@playwright/test";

import { STOCK_PAGE_SIZE } from "@/lib/cars/stock-pages";

import { visible } from "./showroom-helpers";

// The stock list in pages: past 30 cars, 'Carregar mais' appends the next page in place, without a reload, and
// the keyboard goes on from the first card it added. The cars are made through the API and deleted afterwards
// (the e2e specs run one at a time).
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

test("'Carregar mais' appends the next page of the list without reloading it", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const word = `Pagina${randomBytes(3).toString("hex")}`;
  const headers = { Origin: baseURL! };
  const login = await page.request.post("/api/auth/login", {
    headers,
    data: { email: "gerente@autopremium.com.br", password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  const ids: string[] = [];
  try {
    for (let index = 0; index < STOCK_PAGE_SIZE + 2; index++) {
      const created = await page.request.post("/api/cars", {
        headers,
        data: {
          brand: "Fiat",
          model: `${word} ${String(index).padStart(2, "0")}`,
          year: "2021",
          price: 60_000 + index,
          mileage: 30_000,
          color: "Prata",
        },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { car: { id: string } }).car.id);
    }

    await page.goto(`/cars?search=${word}`);
    const cards = visible(page.getByTestId("car-card"));
    await expect(cards).toHaveCount(STOCK_PAGE_SIZE);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const more = visible(page.getByTestId("load-more"));
    await expect(more).toHaveAttribute("href", `/cars?search=${word}&page=2`);
    await more.click();
    await expect(cards).toHaveCount(STOCK_PAGE_SIZE + 2);
    await expect(more).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/cars\\?search=${word}$`));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // The keyboard goes on from the first card added.
    await expect(cards.nth(STOCK_PAGE_SIZE).getByRole("link").first()).toBeFocused();

    // Without the script's help, the same link is the second page, drawn by the server.
    await page.goto(`/cars?search=${word}&page=2`);
    await expect(cards).toHaveCount(2);
  } finally {
    for (const id of ids) await page.request.delete(`/api/cars/${id}`, { headers });
  }
});
