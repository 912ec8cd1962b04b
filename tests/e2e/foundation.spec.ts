import { expect, test } from "@playwright/test";

test("the home page lists the demo stock from the embedded database", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", db: "ok" });

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  const cars = page.getByTestId("car-item");
  await expect(cars.first()).toBeVisible();
  expect(await cars.count()).toBeGreaterThanOrEqual(20);
  const photo = cars.first().locator("img");
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
