import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

// Shared by the showroom's e2e specs: the demo stock through the public API, and small page helpers.

export type ApiCar = {
  id: string;
  brand: string;
  model: string;
  year: string;
  price: number;
  status: string;
  images: Array<{ url: string }>;
  whatsappMessage: string | null;
  isFeatured: boolean;
};

export async function stock(
  request: APIRequestContext,
  status: "available" | "sold" | "all" = "available",
): Promise<ApiCar[]> {
  const response = await request.get(`/api/cars?status=${status}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cars: ApiCar[] }).cars;
}

export async function carWithPhotos(request: APIRequestContext, atLeast: number): Promise<ApiCar> {
  const car = (await stock(request)).find((candidate) => candidate.images.length >= atLeast);
  if (!car) throw new Error(`the demo stock has no car with ${atLeast} photos`);
  return car;
}

/** The visible toast with this text (sonner). */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** The scroll position once it has stopped moving: a wheel scroll is animated, and a read mid-way is not where it ends. */
export async function settledScrollY(page: Page): Promise<number> {
  let previous = await scrollY(page);
  for (;;) {
    await page.waitForTimeout(150);
    const current = await scrollY(page);
    if (current === previous) return current;
    previous = current;
  }
}

/**
 * Only what is shown: after a client-side navigation Next.js keeps the previous pages in the document, hidden
 * (React Activity), so a test id or a label can match a page the visitor no longer sees.
 */
export function visible(locator: Locator): Locator {
  return locator.filter({ visible: true });
}
